import { isListed, isRsvpStatus } from '../rsvps/rsvp-lifecycle.js';
import { parseRsvpResponse, RSVP_RESPONSE_LABELS } from '../rsvps/rsvp-response.js';

/** The Host Tools' recipient groups: the spec's three responses, and two by check-in. */
export const RECIPIENT_GROUPS = ['going', 'maybe', 'cant-go', 'checked-in', 'not-checked-in'] as const;
export type RecipientGroup = (typeof RECIPIENT_GROUPS)[number];

export const RECIPIENT_GROUP_LABELS: Record<RecipientGroup, string> = {
  going: RSVP_RESPONSE_LABELS.going,
  maybe: RSVP_RESPONSE_LABELS.maybe,
  'cant-go': RSVP_RESPONSE_LABELS.cant_go,
  'checked-in': 'Checked In',
  'not-checked-in': 'Not Checked In Yet',
};

/** What grouping reads from an RSVP. */
export interface GroupableRsvp {
  id: string;
  /** Either spelling of "can't go" (spec 1 §4), as parseRsvpResponse reads it. */
  response: string;
  status: string;
}

/**
 * Whether an RSVP belongs to a group. "Not checked in yet" means going and still on the way. Only
 * RSVPs on the guest list are in any (a request the host sees is not, ADR 0022).
 */
export function inRecipientGroup(rsvp: GroupableRsvp, group: RecipientGroup): boolean {
  if (!isRsvpStatus(rsvp.status) || !isListed({ status: rsvp.status })) return false;
  const response = parseRsvpResponse(rsvp.response);
  switch (group) {
    case 'going':
    case 'maybe':
      return response === group;
    case 'cant-go':
      return response === 'cant_go';
    case 'checked-in':
      return rsvp.status === 'checked_in';
    case 'not-checked-in':
      return response === 'going' && rsvp.status !== 'checked_in';
  }
}

/** The RSVPs of each group, in the given order. */
export function groupRecipients<R extends GroupableRsvp>(rsvps: readonly R[]): Record<RecipientGroup, R[]> {
  return Object.fromEntries(
    RECIPIENT_GROUPS.map((group) => [group, rsvps.filter((rsvp) => inRecipientGroup(rsvp, group))]),
  ) as Record<RecipientGroup, R[]>;
}
