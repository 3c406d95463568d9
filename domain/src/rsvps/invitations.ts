import { DomainError } from '../kernel/domain-error.js';
import { holdsPlace, stands } from './rsvp-lifecycle.js';
import type { Rsvp } from './rsvp.js';

/**
 * +1s as claimable invitations (issue 20 §5, ADR 0029). At an event that allows guest invites, each
 * plus-one of a guest whose RSVP stands is a link. A friend who opens one and signs in claims that
 * place: it becomes their own RSVP in the same party, and the inviter's plus-ones go down by one,
 * so the party's places do not move. Unclaimed +1s still count. The rules are here; EventPlaces
 * applies them under the event's places.
 */

/** One plus-one's link. Withdrawn or claimed, it is closed for good; a withdrawn +1 gets a new link. */
export interface PlusOneInvitation {
  id: string;
  eventId: string;
  /** The inviter's RSVP: the party the place belongs to. */
  rsvpId: string;
  /** The secret the link carries (128 random bits, base64url). */
  code: string;
  createdAt: Date;
  /** The RSVP the claim made (null also when the claimant's account was deleted since). */
  claimedRsvpId: string | null;
  claimedAt: Date | null;
  withdrawnAt: Date | null;
}

/** What a link says to the friend who opens it. */
export type InvitationState = 'open' | 'claimed' | 'closed';

/** What a link's code looks like: 22 base64url characters (16 random bytes). */
export const INVITATION_CODE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** Whether the event lets this guest's plus-ones be claimed: guest invites on, and the RSVP going and standing. */
export function mayInvite(event: { allowGuestInvites: boolean }, inviter: Rsvp): boolean {
  return event.allowGuestInvites && stands(inviter) && holdsPlace(inviter);
}

function unclaimedOf(inviter: Rsvp, invitations: readonly PlusOneInvitation[]): PlusOneInvitation[] {
  return invitations
    .filter((i) => i.rsvpId === inviter.id && i.claimedAt === null && i.withdrawnAt === null)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
}

/**
 * The inviter's links that stand for a plus-one now: the unclaimed, unwithdrawn ones, oldest first,
 * one per plus-one. A guest who lowers their plus-ones closes the newest links; one who raises
 * them gets new ones (invitationsToMake).
 */
export function liveInvitations(
  event: { allowGuestInvites: boolean },
  inviter: Rsvp,
  invitations: readonly PlusOneInvitation[],
): PlusOneInvitation[] {
  if (!mayInvite(event, inviter)) return [];
  return unclaimedOf(inviter, invitations).slice(0, inviter.plusOnes);
}

/** How many links the inviter's plus-ones still lack. */
export function invitationsToMake(
  event: { allowGuestInvites: boolean },
  inviter: Rsvp,
  invitations: readonly PlusOneInvitation[],
): number {
  if (!mayInvite(event, inviter)) return 0;
  return Math.max(0, inviter.plusOnes - unclaimedOf(inviter, invitations).length);
}

export const InvitationErrorCodes = {
  NOT_FOUND: 'INVITATION.NOT_FOUND',
  CLOSED: 'INVITATION.CLOSED',
  OWN: 'INVITATION.OWN',
  NOT_ALLOWED: 'INVITATION.NOT_ALLOWED',
} as const;
export type InvitationErrorCode = (typeof InvitationErrorCodes)[keyof typeof InvitationErrorCodes];

declare module '../kernel/domain-error.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorCodeRegistry extends Record<InvitationErrorCode, true> {}
}

export function invitationNotFoundError(): DomainError {
  return new DomainError(InvitationErrorCodes.NOT_FOUND, 'Invitation not found.');
}

export function invitationClosedError(): DomainError {
  return new DomainError(
    InvitationErrorCodes.CLOSED,
    'This invitation is no longer open: ask the friend who sent it for a new link.',
  );
}

export function ownInvitationError(): DomainError {
  return new DomainError(InvitationErrorCodes.OWN, 'This is your own invitation: send it to a friend.');
}

export function invitationsNotAllowedError(): DomainError {
  return new DomainError(
    InvitationErrorCodes.NOT_ALLOWED,
    "Your +1s can't be invited: the host doesn't allow guest invites, or your RSVP holds no place.",
  );
}
