import { describe, expect, it } from '@jest/globals';
import { resolveTheme } from '@nightlife/domain';
import {
  capacityText,
  eventPageQuery,
  galleryTitle,
  rsvpNowPath,
  themeParticles,
  themeStyle,
} from './event-page.model';

describe('event page rules', () => {
  it('describes the capacity', () => {
    expect(capacityText({ unlimitedSpots: true, maxCapacity: 50 })).toBe('Unlimited spots');
    expect(capacityText({ unlimitedSpots: false, maxCapacity: 120 })).toBe('Max 120 people');
    expect(capacityText({ unlimitedSpots: false, maxCapacity: null })).toBeNull();
  });

  it("asks for the event with its link's invite code, and without an empty one", () => {
    expect(eventPageQuery('velvet', new URLSearchParams('invite=K7Q2'))).toEqual({
      event: 'velvet',
      invite: 'K7Q2',
    });
    expect(eventPageQuery('velvet', new URLSearchParams('invite='))).toEqual({ event: 'velvet' });
    expect(eventPageQuery('velvet', new URLSearchParams())).toEqual({ event: 'velvet' });
  });

  it('sends RSVP NOW! to the form, or to the attendee signup for visitors', () => {
    expect(rsvpNowPath('masquerade', true)).toBe('/event/masquerade/rsvp');
    expect(rsvpNowPath('masquerade', false)).toBe('/attendee-signup?redirect=/event/masquerade/rsvp');
  });

  it("carries an invite-only event's invite code to the form, through the signup (ADR 0038)", () => {
    const code = 'q3Jd8sKx0bZ1vT4mN7pL2w';
    expect(rsvpNowPath('secret-d1', true, code)).toBe(`/event/secret-d1/rsvp?invite=${code}`);
    const signup = rsvpNowPath('secret-d1', false, code);
    expect(signup).toBe(`/attendee-signup?redirect=/event/secret-d1/rsvp?invite=${code}`);
    expect(new URL(signup, 'https://x.example').searchParams.get('redirect')).toBe(
      `/event/secret-d1/rsvp?invite=${code}`,
    );
  });

  it('names the gallery after the event status', () => {
    expect(galleryTitle('past')).toBe('Event Highlights');
    expect(galleryTitle('upcoming')).toBe('Previous Events');
  });

  it('draws particleCount glyphs from the theme', () => {
    expect(themeParticles({ backgroundElements: ['✨', '🌙'], particleCount: 5 })).toEqual([
      '✨',
      '🌙',
      '✨',
      '🌙',
      '✨',
    ]);
    expect(themeParticles({ backgroundElements: [], particleCount: 20 })).toEqual([]);
  });

  it('uses light text on dark themes and dark text on light ones', () => {
    expect(themeStyle(resolveTheme('midnight-luxe')).className).toContain('pe-themed--light-text');
    expect(themeStyle(resolveTheme('tropical-heat')).className).toContain('pe-themed--dark-text');
    expect(themeStyle(resolveTheme('midnight-luxe')).style).toMatchObject({ '--pe-theme-bg': '#000000' });
  });
});
