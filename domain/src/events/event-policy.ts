import { holdsPlace, stands, type RsvpStatus } from '../rsvps/rsvp-lifecycle.js';
import type { RsvpResponse } from '../rsvps/rsvp-response.js';
import { locationRevealAt, type LocationReveal } from './location-reveal.js';

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
  /** Who sees the location and the door instructions, and when (location-reveal.ts). */
  locationReveal: LocationReveal;
  startsAt: Date;
  /** Who sees the guest list (GUEST_LIST_VISIBILITIES). */
  guestListVisibility: GuestListVisibility;
}

/**
 * Who the host shares the guest list with (issue 21 §4): every signed-in user (the spec's list),
 * guests who hold a place, or the host alone. The host always sees it.
 */
export const GUEST_LIST_VISIBILITIES = ['signed-in', 'guests', 'host'] as const;
export type GuestListVisibility = (typeof GUEST_LIST_VISIBILITIES)[number];

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
 * The location and the door instructions (spec 1 §2, issue 21 §1): for whoever can see the event
 * when public; otherwise for the host, and for a guest as the event's reveal says (on-rsvp: their
 * RSVP stands; before-start: they hold a place and the reveal time has come; at-check-in: they
 * are checked in). `now` decides the time.
 */
export function canSeeLocation(event: EventAccessFacts, viewer: Viewer, now: Date): boolean {
  if (!canViewEvent(event, viewer)) return false;
  if (event.locationReveal.mode === 'public' || canManageEvent(event, viewer)) return true;
  const rsvp = viewer.userId === null ? null : viewer.rsvp;
  if (rsvp === null) return false;
  switch (event.locationReveal.mode) {
    case 'on-rsvp':
      return stands(rsvp);
    case 'before-start':
      return holdsPlace(rsvp) && now.getTime() >= (locationRevealAt(event) as Date).getTime();
    case 'at-check-in':
      return rsvp.status === 'checked_in';
  }
}

/**
 * What the viewer is told instead of a location they may not see (yet): how they get to see it.
 */
export function hiddenLocationNote(event: EventAccessFacts, viewer: Viewer): string {
  if (viewer.userId === null) return 'Sign up & RSVP to see location';
  const rsvp = viewer.rsvp;
  if (rsvp?.status === 'pending') return 'Shown once the host approves you';
  if (rsvp === null || !stands(rsvp)) return 'RSVP to see location';
  const { mode, hoursBefore } = event.locationReveal;
  if (mode === 'at-check-in') return 'Given at the door when you check in';
  if (!holdsPlace(rsvp)) return 'Answer Going to get the address';
  const hours = hoursBefore === 1 ? '1 hour' : `${hoursBefore} hours`;
  return `Revealed ${hours} before the start`;
}

/** The guest list is for signed-in users who can see the event (spec 1 §6). */
export function canSeeGuestList(
  event: Pick<EventAccessFacts, 'hostId' | 'isDraft' | 'isPublished'>,
  viewer: { userId: string | null },
): boolean {
  return viewer.userId !== null && canViewEvent(event, viewer);
}

/**
 * Whether the host shares the list with this viewer, among those who may ask for it
 * (canSeeGuestList): by the event's guestListVisibility.
 */
export function guestListSharedWith(
  event: Pick<EventAccessFacts, 'hostId' | 'guestListVisibility'>,
  viewer: Viewer,
): boolean {
  if (canManageEvent(event, viewer)) return true;
  switch (event.guestListVisibility) {
    case 'signed-in':
      return viewer.userId !== null;
    case 'guests':
      return viewer.userId !== null && viewer.rsvp !== null && holdsPlace(viewer.rsvp);
    case 'host':
      return false;
  }
}

/** Why a viewer who may ask does not get the list. */
export function guestListPrivateMessage(visibility: GuestListVisibility): string {
  return visibility === 'host'
    ? 'The host keeps the guest list to themselves.'
    : 'The host shares the guest list with guests who hold a place.';
}

/**
 * Whether one RSVP shows on the list the viewer gets: an attendee may hide themselves ("hide me"),
 * and is then still counted, and seen by the host and by themselves.
 */
export function showsOnGuestList(
  rsvp: { userId: string | null; hidden: boolean },
  viewer: { userId: string | null },
  viewerIsHost: boolean,
): boolean {
  return !rsvp.hidden || viewerIsHost || (viewer.userId !== null && rsvp.userId === viewer.userId);
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

/** Drops stock and placeholder images (spec 1 §2): addresses containing '/public-objects/' or 'placeholder'. */
export function visibleGalleryImages(urls: readonly string[]): string[] {
  return urls.filter((url) => !url.includes('/public-objects/') && !url.includes('placeholder'));
}
