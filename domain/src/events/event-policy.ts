import { stands, type RsvpStatus } from '../rsvps/rsvp-lifecycle.js';
import type { RsvpResponse } from '../rsvps/rsvp-response.js';

/**
 * Who may see or do what with an event: the one place these rules are written. The backend's
 * use cases, read services and mappers call these functions (through event-access.ts' gate
 * where a request is let in or answered 404), and the read side's SQL predicates (backend events
 * persistence, event-policy.sql.ts) are pinned to them by a test.
 */

/** What the policy reads from an event. */
export interface EventAccessFacts {
  hostId: string;
  isDraft: boolean;
  isPublished: boolean;
  hideLocationUntilRsvp: boolean;
}

/** The viewer's own RSVP to the event, as far as the policy cares. */
export interface ViewerRsvp {
  response: RsvpResponse;
  status: RsvpStatus;
}

/** Who is asking, relative to one event. */
export interface Viewer {
  /** null for a signed-out visitor. */
  userId: string | null;
  /** The viewer's RSVP to this event, or null. */
  rsvp: ViewerRsvp | null;
}

/** Published and not flagged draft (spec 2 §5, "Hosting"): the public lists show only these. */
export function isPublicEvent(event: Pick<EventAccessFacts, 'isDraft' | 'isPublished'>): boolean {
  return event.isPublished && !event.isDraft;
}

/** Only the event's host manages it (edit, RSVP statuses, tickets, announcements). */
export function canManageEvent(
  event: Pick<EventAccessFacts, 'hostId'>,
  viewer: { userId: string | null },
): boolean {
  return viewer.userId !== null && viewer.userId === event.hostId;
}

/**
 * A public event is for everyone; a draft or unpublished one exists only for its host.
 * Everyone else must get the answer of an unknown event (404), never a 403.
 */
export function canViewEvent(
  event: Pick<EventAccessFacts, 'hostId' | 'isDraft' | 'isPublished'>,
  viewer: { userId: string | null },
): boolean {
  return isPublicEvent(event) || canManageEvent(event, viewer);
}

/**
 * The event's host, or a signed-in guest whose RSVP stands (any response; a declined one does not
 * stand, ADR 0015): the people a hidden location and the host's contact are for.
 */
export function isHostOrGuest(
  event: Pick<EventAccessFacts, 'hostId' | 'isDraft' | 'isPublished'>,
  viewer: Viewer,
): boolean {
  if (!canViewEvent(event, viewer)) return false;
  return (
    canManageEvent(event, viewer) || (viewer.userId !== null && viewer.rsvp !== null && stands(viewer.rsvp))
  );
}

/**
 * A hidden location (spec 1 §2) shows only to the host and their guests (isHostOrGuest); a
 * location that is not hidden shows to whoever can see the event.
 */
export function canSeeLocation(event: EventAccessFacts, viewer: Viewer): boolean {
  if (!canViewEvent(event, viewer)) return false;
  return !event.hideLocationUntilRsvp || isHostOrGuest(event, viewer);
}

/** The guest list is for signed-in users who can see the event (spec 1 §6). */
export function canSeeGuestList(
  event: Pick<EventAccessFacts, 'hostId' | 'isDraft' | 'isPublished'>,
  viewer: { userId: string | null },
): boolean {
  return viewer.userId !== null && canViewEvent(event, viewer);
}

/** The gallery is locked for signed-out visitors, like the guest list (spec 1 §2). */
export function canSeeGallery(
  event: Pick<EventAccessFacts, 'hostId' | 'isDraft' | 'isPublished'>,
  viewer: { userId: string | null },
): boolean {
  return viewer.userId !== null && canViewEvent(event, viewer);
}

/** 'Contact Host' (spec 1 §2, ticket page) is for the host and their guests (isHostOrGuest). */
export function canSeeHostEmail(
  event: Pick<EventAccessFacts, 'hostId' | 'isDraft' | 'isPublished'>,
  viewer: Viewer,
): boolean {
  return isHostOrGuest(event, viewer);
}

/** What the page shows instead of a hidden location (spec 1 §2). */
export function hiddenLocationText(signedIn: boolean): string {
  return signedIn ? 'RSVP to see location' : 'Sign up & RSVP to see location';
}

/** Drops stock and placeholder images (spec 1 §2): addresses containing '/public-objects/' or 'placeholder'. */
export function visibleGalleryImages(urls: readonly string[]): string[] {
  return urls.filter((url) => !url.includes('/public-objects/') && !url.includes('placeholder'));
}
