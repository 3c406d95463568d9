import type { EventStatus, StructuredDataEvent } from '@nightlife/domain';

/**
 * An event as the server-rendered page HTML shows it (Open Graph tags, JSON-LD, the link-preview
 * card): what a signed-out visitor sees, since the HTML is the same for everyone; a hidden
 * location is null.
 */
export interface PublicEvent extends StructuredDataEvent {
  id: string;
  hostId: string;
  /** The event's IANA zone: the card says the start in it. */
  timeZone: string;
  themeId: string | null;
  posterUrl: string | null;
  /** A card shows the flyer's video instead of its image when there is one. */
  flyerVideoUrl?: string | null;
  /** Invite only (ADR 0038): found only with its invite code, and its page's links carry it. */
  isPrivate?: boolean;
}

/**
 * An event as a card of /events shows it (EventCard.tsx in the public-events remote): the API's
 * event summary as a signed-out visitor reads it (the status and the date and time as the event's
 * zone says them).
 */
export interface PublicEventCard extends PublicEvent {
  status: EventStatus;
  eventDate: string;
  eventTime: string;
  price: string | null;
  ageRestriction: string | null;
  musicGenres: readonly string[];
  /** The ticket button's label. */
  ctaButtonLabel: string;
}

/** The first page of /events with the app's default filters (page 1, 25 a page, all, no search). */
export interface PublicEventList {
  events: PublicEventCard[];
  /** The listed events by status (the list's total is `all`), as the list's filter shows them. */
  counts: Record<'all' | EventStatus, number>;
}

/** A public profile as its page's HTML and link-preview card show it (never contact details). */
export interface PublicProfile {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  bio: string | null;
  avatar: string | null;
  location: string | null;
  isVerified: boolean;
  /** When the account was made (ISO 8601): the profile says the month. */
  createdAt: string;
}

/** What the server reads to put an event's data in the HTML of the public pages. */
export interface PublicPagesData {
  /**
   * The published, non-draft event with this slug as a visitor presenting `inviteCode` sees it, or
   * null (drafts, unknown slugs, and invite-only events without their code alike).
   */
  findEvent(slug: string, inviteCode?: string | null): Promise<PublicEvent | null>;
  /** The first page of /events with the app's default filters. */
  listEvents(): Promise<PublicEventList>;
}

/** What the server reads to put a profile's data in the HTML of its page (/{username}). */
export interface PublicProfilesData {
  /** The user with this username in any letter case, or null. */
  findProfile(username: string): Promise<PublicProfile | null>;
}
