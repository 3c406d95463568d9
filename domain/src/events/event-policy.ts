import { holdsPlace, isCurrent, stands, type RsvpStatus } from '../rsvps/rsvp-lifecycle.js';
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
  /** Invite only (ADR 0038): listed nowhere, seen only by the host, guests and invite holders. */
  isPrivate: boolean;
  /** The secret of the event's invitation link (`?invite=`), null until the event needs one. */
  inviteCode: string | null;
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
  /** The invite code the viewer presents (from an invitation link), if any. */
  inviteCode?: string | null;
}

/** Who is asking, as far as the gate's rules read them (the host's rules read only the id). */
export type GateViewer = Pick<Viewer, 'userId' | 'inviteCode'> & {
  rsvp?: ViewerRsvp | null;
  /**
   * The viewer opened a +1 link of this event (ADR 0029), which the +1 use cases have found: a
   * guest's invitation, as good as the event's invite code for the gate.
   */
  heldLink?: boolean;
};

/** Published and not flagged draft: the event exists for more than its host. */
export function isPublishedEvent(event: Pick<EventAccessFacts, 'isDraft' | 'isPublished'>): boolean {
  return event.isPublished && !event.isDraft;
}

/**
 * Published, not a draft and not invite only (spec 2 §5, "Hosting"; ADR 0038): the public lists,
 * the search and the profiles show only these.
 */
export function isPublicEvent(
  event: Pick<EventAccessFacts, 'isDraft' | 'isPublished' | 'isPrivate'>,
): boolean {
  return isPublishedEvent(event) && !event.isPrivate;
}

/**
 * Whether the viewer presents the event's invitation: the code of its link (never a missing one).
 */
export function presentsInvite(
  event: Pick<EventAccessFacts, 'inviteCode'>,
  viewer: Pick<GateViewer, 'inviteCode'>,
): boolean {
  return (
    event.inviteCode !== null &&
    typeof viewer.inviteCode === 'string' &&
    viewer.inviteCode === event.inviteCode
  );
}

/**
 * Who is let into an invite-only event besides its host (ADR 0038): a signed-in viewer whose RSVP
 * is current (a place, a request, a waitlisted party), anyone presenting its invite code, or the
 * holder of one of its +1 links.
 */
export function isInvited(event: Pick<EventAccessFacts, 'inviteCode'>, viewer: GateViewer): boolean {
  const rsvp = viewer.userId === null ? null : (viewer.rsvp ?? null);
  return (rsvp !== null && isCurrent(rsvp)) || presentsInvite(event, viewer) || viewer.heldLink === true;
}

/** Only the event's host manages it (edit, RSVP statuses, tickets, announcements). */
export function canManageEvent(
  event: Pick<EventAccessFacts, 'hostId'>,
  viewer: { userId: string | null },
): boolean {
  return viewer.userId !== null && viewer.userId === event.hostId;
}

/** The facts the gate's rules read. */
export type ViewFacts = Pick<
  EventAccessFacts,
  'hostId' | 'isDraft' | 'isPublished' | 'isPrivate' | 'inviteCode'
>;

/**
 * A public event is for everyone; an invite-only one for its host and the invited (isInvited); a
 * draft or unpublished one exists only for its host. Everyone else must get the answer of an
 * unknown event (404), never a 403.
 */
export function canViewEvent(event: ViewFacts, viewer: GateViewer): boolean {
  if (canManageEvent(event, viewer)) return true;
  if (!isPublishedEvent(event)) return false;
  return !event.isPrivate || isInvited(event, viewer);
}

/**
 * Who may pass the invitation link on (ADR 0038): the host, and with "Open invite" on, a guest
 * who holds a place. Only an invite-only event's link carries a code.
 */
export function canShareInviteLink(event: ViewFacts & { openInvite: boolean }, viewer: GateViewer): boolean {
  if (!event.isPrivate || event.inviteCode === null) return false;
  if (canManageEvent(event, viewer)) return true;
  const rsvp = viewer.userId === null ? null : (viewer.rsvp ?? null);
  return event.openInvite && rsvp !== null && holdsPlace(rsvp) && canViewEvent(event, viewer);
}

/** The invitation link's path: the event page with the code, which the page hands on to the RSVP. */
export function inviteLinkPath(slug: string, inviteCode: string): string {
  return `/event/${encodeURIComponent(slug)}?invite=${encodeURIComponent(inviteCode)}`;
}

/**
 * The event's host, or a signed-in guest whose RSVP stands (any response; a declined one does not
 * stand, ADR 0015): the people a hidden location and the host's contact are for.
 */
export function isHostOrGuest(event: ViewFacts, viewer: Viewer): boolean {
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
export function canSeeGuestList(event: ViewFacts, viewer: GateViewer): boolean {
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
export function canSeeGallery(event: ViewFacts, viewer: GateViewer): boolean {
  return viewer.userId !== null && canViewEvent(event, viewer);
}

/** 'Contact Host' (spec 1 §2, ticket page) is for the host and their guests (isHostOrGuest). */
export function canSeeHostEmail(event: ViewFacts, viewer: Viewer): boolean {
  return isHostOrGuest(event, viewer);
}

/** Drops stock and placeholder images (spec 1 §2): addresses containing '/public-objects/' or 'placeholder'. */
export function visibleGalleryImages(urls: readonly string[]): string[] {
  return urls.filter((url) => !url.includes('/public-objects/') && !url.includes('placeholder'));
}
