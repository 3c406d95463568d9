import type { CSSProperties } from 'react';
import {
  placesOpenToNew,
  REQUESTED_RSVP_STATUS,
  themeTextColor,
  waitlistOpen,
  type Theme,
} from '@nightlife/domain';
import { eventPagePath, signupRedirectTo } from '../shared/auth-redirect';

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

/**
 * What the event page asks the API for: the event, with the code of an invite-only event's link
 * (`?invite=`, ADR 0038), which the server wants. The page and its loader both ask with this, so
 * they read one cache entry.
 */
export function eventPageQuery(slug: string, search: URLSearchParams): { event: string; invite?: string } {
  return { event: slug, invite: search.get('invite') || undefined };
}

/** 'RSVP NOW!' goes to the form, by way of the attendee signup for visitors. */
export function rsvpNowPath(slug: string, signedIn: boolean, invite?: string): string {
  // With an invite-only event's code (ADR 0038), through the signup too (hooks' withInvite, inlined
  // to keep the event page's first load small).
  const form = `${eventPagePath(slug, 'rsvp')}${invite ? `?invite=${encodeURIComponent(invite)}` : ''}`;
  return signedIn ? form : signupRedirectTo(form);
}

export interface RsvpNotice {
  title: string;
  text: string;
  /** The link to the RSVP page. */
  action: string;
}

const STATUS_NOTICES: Record<string, RsvpNotice> = {
  [REQUESTED_RSVP_STATUS]: {
    title: "Waiting for the host's approval",
    text: 'You will see the location and your ticket once the host approves your RSVP.',
    action: 'View your request',
  },
  waitlisted: {
    title: "You're on the waitlist",
    text: 'Freed places are offered to you by email.',
    action: 'See your place in line',
  },
  offered: {
    title: 'A place opened up for you!',
    text: 'Accept it before it passes on.',
    action: 'Accept your place',
  },
};

/**
 * What the page says in place of RSVP NOW! for an upcoming event: where the viewer's request or
 * waitlist place stands, or (to a viewer without an RSVP) that no place is left, with the
 * waitlist when the event keeps one; null when none of these.
 */
export function rsvpNotice(event: {
  status: string;
  unlimitedSpots: boolean;
  maxCapacity: number | null;
  requireApproval: boolean;
  waitlist: boolean;
  rsvpCounts: { headcount: number; waiting: number };
  userRsvp?: { status: string } | null;
}): RsvpNotice | null {
  if (event.status !== 'upcoming') return null;
  const byStatus = event.userRsvp && STATUS_NOTICES[event.userRsvp.status];
  if (byStatus) return byStatus;
  if (!event.userRsvp && placesOpenToNew(event, event.rsvpCounts.headcount, event.rsvpCounts.waiting) === 0) {
    const waitlist = waitlistOpen(event);
    return {
      title: 'This event is full',
      text: waitlist
        ? 'Freed places go to the waitlist in order.'
        : "No spots are left. You can still answer Maybe or Can't Go.",
      action: waitlist ? 'Join the waitlist' : "Answer Maybe or Can't Go",
    };
  }
  return null;
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
