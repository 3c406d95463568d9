import {
  canHoldTicket,
  HOST_SET_STATUSES,
  REQUESTED_RSVP_STATUS,
  RSVP_STATES,
  zonedDeadlineText,
} from '@nightlife/domain';
import type {
  IssuedTicket,
  RsvpWithUser,
  TicketTypeSummary,
  UpdateRsvpStatusDto,
  WaitlistParty,
} from '../api/generated';
import { guestListOf } from '../shared/rsvp-columns';

/** Spec texts of the ticket management page (spec 1 §2, §8; spec 2 §2.7). */
export const TICKET_MESSAGES = {
  loading: 'Loading ticket management...',
  accessDeniedTitle: 'Access Denied',
  accessDenied: 'You can only manage tickets for events you host.',
  noRsvps: 'No RSVPs yet for this event',
  statusUpdated: 'RSVP Updated',
  statusFailed: 'Update Failed',
  statusFailedFallback: 'Failed to update RSVP status.',
  ticketIssued: 'Ticket Issued',
  issueFailed: 'Issue Failed',
  issueFailedFallback: 'Failed to issue the ticket. Please try again.',
  networkComingSoon:
    'Attendee networking is coming soon: match guests by vibe and help them connect before the night.',
} as const;

/** The statuses the host can set (where the lifecycle's host transitions lead). */
export const STATUS_OPTIONS: readonly { value: UpdateRsvpStatusDto['status']; label: string }[] =
  HOST_SET_STATUSES.map((status) => ({
    value: status as UpdateRsvpStatusDto['status'],
    label: RSVP_STATES[status].label,
  }));

/** The name a row shows: the guest name, else the user's name, else 'Unknown' (spec 2 §2.7). */
export function guestDisplayName(rsvp: Pick<RsvpWithUser, 'guestName' | 'user'>): string {
  const guest = rsvp.guestName.trim();
  if (guest) return guest;
  const user = [rsvp.user?.firstName, rsvp.user?.lastName].map((part) => part?.trim() ?? '').filter(Boolean);
  return user.length > 0 ? user.join(' ') : 'Unknown';
}

/**
 * A column's rows with each claimed +1 (ADR 0029) right after the guest whose party they came in;
 * one whose inviter is in another column, or not listed, keeps its own place.
 */
export function inParties<R extends Pick<RsvpWithUser, 'id' | 'partyOf'>>(rows: readonly R[]): R[] {
  const here = new Set(rows.map((row) => row.id));
  const followsInviter = (row: R) => row.partyOf !== null && here.has(row.partyOf);
  const ordered: R[] = [];
  const place = (row: R) => {
    ordered.push(row);
    rows.filter((other) => other.partyOf === row.id).forEach(place);
  };
  rows.filter((row) => !followsInviter(row)).forEach(place);
  return ordered;
}

/** Up to two initials of a name ('Nova Reyes' → 'NR'; 'Unknown' → 'U'; '=cmd, "Ray"' → 'CR'). */
export function initials(name: string): string {
  // A word's first letter or digit ('"Ray"' → 'R'); a word without one gives its first character.
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (word.match(/[\p{L}\p{N}]/u)?.[0] ?? Array.from(word)[0]!).toUpperCase());
  return (letters.length > 1 ? letters[0]! + letters[letters.length - 1]! : (letters[0] ?? '?')).slice(0, 4);
}

/** '+2' for plus-ones, nothing for a guest alone. */
export function plusOnesLabel(plusOnes: number): string | null {
  return plusOnes > 0 ? `+${plusOnes}` : null;
}

/** Guests who may get a ticket (the domain's canHoldTicket) and have none yet. */
export function ticketCandidates(
  rsvps: readonly RsvpWithUser[],
  tickets: readonly IssuedTicket[],
): RsvpWithUser[] {
  const ticketed = new Set(tickets.map((ticket) => ticket.rsvpId));
  return rsvps.filter((rsvp) => canHoldTicket(rsvp) && !ticketed.has(rsvp.id));
}

/** 'Unlimited' or 'N slots', and what is left. */
export function capacityLabel(type: TicketTypeSummary): string {
  return type.cap === null ? 'Unlimited' : `${type.cap} slots`;
}

export function isSoldOut(type: TicketTypeSummary): boolean {
  return type.cap !== null && type.issued >= type.cap;
}

/** The badges of the header: all RSVPs, and the going ones. */
export function rsvpTotals(rsvps: readonly RsvpWithUser[]): { total: number; going: number } {
  const listed = guestListOf(rsvps);
  return { total: listed.length, going: listed.filter((rsvp) => rsvp.response === 'going').length };
}

/** The requests waiting for the host's approval (ADR 0022), oldest first as listed. */
export function requestsOf<R extends { status: string }>(rsvps: readonly R[]): R[] {
  return rsvps.filter((rsvp) => rsvp.status === REQUESTED_RSVP_STATUS);
}

/** The toast after approving or declining requests: how many, and why the others were not. */
export function decisionSummary(
  decision: 'approve' | 'decline',
  outcome: { decided: readonly string[]; refused: readonly { detail: string }[] },
): { title: string; description: string; variant: 'success' | 'destructive' } {
  const verb = decision === 'approve' ? 'Approved' : 'Declined';
  const count = outcome.decided.length;
  const title = `${verb} ${count} request${count === 1 ? '' : 's'}`;
  if (outcome.refused.length === 0) return { title, description: '', variant: 'success' };
  const reasons = [...new Set(outcome.refused.map((refused) => refused.detail))].join(' ');
  return {
    title,
    description: `${outcome.refused.length} not ${decision === 'approve' ? 'approved' : 'declined'}: ${reasons}`,
    variant: count === 0 ? 'destructive' : 'success',
  };
}

/**
 * A waitlist row's line: '#2 in line · party of 3', or 'Offered 3 places until 11:45 PM' (the
 * deadline in the event's zone).
 */
export function waitlistPartyLine(
  party: Pick<WaitlistParty, 'partySize' | 'position' | 'offer'>,
  now = new Date(),
): string {
  const size = party.partySize === 1 ? 'alone' : `party of ${party.partySize}`;
  if (!party.offer) return `#${party.position ?? '?'} in line · ${size}`;
  const until = zonedDeadlineText(new Date(party.offer.expiresAt), party.offer.timeZone, now);
  const places = party.offer.places === 1 ? '1 place' : `${party.offer.places} places`;
  return `Offered ${places} until ${until}`;
}
