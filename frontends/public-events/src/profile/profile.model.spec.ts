import { describe, expect, it } from '@jest/globals';
import type { PublicProfile, PublicProfileUser } from '../api/actions-api';
import { joinedText, profileAction, profileView, qrTargetUrl, socialButtons } from './profile.model';

const user: PublicProfileUser = {
  id: 'u-1',
  username: 'lena.dances',
  firstName: 'Lena',
  lastName: 'Novak',
  bio: null,
  location: null,
  avatar: null,
  instagramHandle: '@lena',
  twitterHandle: null,
  tiktokHandle: '@lena_tt',
  linkedinHandle: null,
  youtubeHandle: null,
  spotifyHandle: 'https://open.spotify.com/user/lena',
  eventTags: [],
  nightlifeLevel: 'Newcomer',
  isPromoter: false,
  isVerified: false,
  themeId: null,
  createdAt: '2025-03-05T12:00:00.000Z',
};

describe('profile model', () => {
  it('says when the user joined', () => {
    expect(joinedText(user.createdAt)).toBe('Joined March 2025');
  });

  it('has a button only for filled handles, linking to the platform', () => {
    expect(socialButtons(user)).toEqual([
      { label: 'Instagram', href: 'https://instagram.com/lena' },
      { label: 'TikTok', href: 'https://www.tiktok.com/@lena_tt' },
      { label: 'Spotify', href: 'https://open.spotify.com/user/lena' },
    ]);
  });

  it('splits the RSVPs into the two tabs with the server’s counts, and shows default tags', () => {
    const profile: PublicProfile = {
      user,
      stats: { events: 0, rsvps: 9, going: 7, maybe: 1, cantGo: 1 },
      rsvps: [
        {
          response: 'going',
          eventTitle: 'A',
          eventSlug: 'a',
          eventDate: 'MARCH 5, 2030',
          eventStatus: 'upcoming',
        },
        {
          response: 'maybe',
          eventTitle: 'B',
          eventSlug: 'b',
          eventDate: 'MARCH 6, 2030',
          eventStatus: 'upcoming',
        },
        {
          response: 'cant_go',
          eventTitle: 'C',
          eventSlug: 'c',
          eventDate: 'MARCH 7, 2020',
          eventStatus: 'past',
        },
      ],
      hosting: [],
    };
    const view = profileView(profile);
    expect(view.name).toBe('Lena Novak');
    expect(view.tags).toEqual(['Music Lover', 'Night Owl', 'Social']);
    expect(view.upcoming.count).toBe(7);
    expect(view.upcoming.rsvps.map((r) => r.eventSlug)).toEqual(['a']);
    expect(view.past.count).toBe(2);
    expect(view.past.rsvps.map((r) => r.eventSlug)).toEqual(['b', 'c']);
    expect(view.hosting).toBeNull();
  });

  it('gives a host a Hosting tab with the count of every event they host', () => {
    const hosted = {
      eventTitle: 'H',
      eventSlug: 'h',
      eventDate: 'MAY 1, 2030',
      eventStatus: 'upcoming',
    } as const;
    const view = profileView({
      user,
      stats: { events: 9, rsvps: 0, going: 0, maybe: 0, cantGo: 0 },
      rsvps: [],
      hosting: [hosted],
    });
    expect(view.hosting).toEqual({ count: 9, events: [hosted] });
  });

  it('points the QR code at /qr/{userId}', () => {
    expect(qrTargetUrl('https://nightlife.example', 'u-1')).toBe('https://nightlife.example/qr/u-1');
  });

  it('picks the main button for the viewer', () => {
    expect(profileAction(user, { id: 'u-1' }, undefined)).toEqual({ kind: 'edit' });
    expect(profileAction({ ...user, isPromoter: true }, { id: 'other' }, 'none')).toEqual({ kind: 'book' });
    expect(profileAction({ ...user, isPromoter: true }, { id: 'u-1' }, undefined)).toEqual({ kind: 'edit' });
    expect(profileAction(user, null, undefined)).toEqual({ kind: 'sign-in' });
    expect(profileAction(user, { id: 'other' }, undefined)).toEqual({ kind: 'loading' });
    expect(profileAction(user, { id: 'other' }, 'none')).toEqual({ kind: 'connect' });
    expect(profileAction(user, { id: 'other' }, 'accepted')).toEqual({ kind: 'connected' });
  });
});
