import type { CSSProperties } from 'react';
import { placesLeft, themeTextColor, type Theme } from '@nightlife/domain';
import { eventPagePath, signupRedirectPath } from '../shared/auth-redirect';

/** Spec 1 §2: the four fixed bullets under the description in 'What to Expect'. */
export const WHAT_TO_EXPECT = [
  'Sets from resident and guest DJs from doors until close',
  'A dance floor lit up with lights, lasers and visuals',
  'Drinks at the bar and a crowd ready to party',
  'Photo moments to remember the night by',
] as const;

export function capacityText(event: { unlimitedSpots: boolean; maxCapacity: number | null }): string | null {
  if (event.unlimitedSpots) return 'Unlimited spots';
  return event.maxCapacity ? `Max ${event.maxCapacity} people` : null;
}

/** 'RSVP NOW!' goes to the form, by way of the attendee signup for visitors. */
export function rsvpNowPath(slug: string, signedIn: boolean): string {
  return signedIn ? eventPagePath(slug, 'rsvp') : signupRedirectPath(slug, 'rsvp');
}

/**
 * Whether the page says the event is full before the form: an upcoming event with no place left,
 * to a viewer who has no RSVP yet (a guest with one sees theirs on the form's page).
 */
export function showsFull(event: {
  status: string;
  unlimitedSpots: boolean;
  maxCapacity: number | null;
  rsvpCounts: { headcount: number };
  userRsvp?: unknown;
}): boolean {
  return (
    event.status === 'upcoming' && !event.userRsvp && placesLeft(event, event.rsvpCounts.headcount) === 0
  );
}

export function galleryTitle(status: 'upcoming' | 'past'): string {
  return status === 'past' ? 'Event Highlights' : 'Previous Events';
}

/** The theme's floating glyphs: `particleCount` of them, cycling through its background elements. */
export function themeParticles(theme: Pick<Theme, 'backgroundElements' | 'particleCount'>): string[] {
  const { backgroundElements: glyphs, particleCount } = theme;
  if (glyphs.length === 0) return [];
  return Array.from({ length: particleCount }, (_, index) => glyphs[index % glyphs.length]!);
}

/** The page's colours from the event theme; text turns dark on light themes (spec 1 §5). */
export function themeStyle(theme: Theme): { className: string; style: CSSProperties } {
  const { background, primary, secondary, accent } = theme.colorScheme;
  return {
    className: `pe-themed pe-themed--${themeTextColor(theme)}-text`,
    style: {
      '--pe-theme-bg': background,
      '--pe-theme-primary': primary,
      '--pe-theme-secondary': secondary,
      '--pe-accent': accent,
    } as CSSProperties,
  };
}
