import {
  isListed,
  isRsvpStatus,
  RSVP_RESPONSES,
  RSVP_RESPONSE_LABELS,
  type RsvpResponse,
} from '@nightlife/domain';

/** The Going, Maybe and Can't Go columns of the RSVP Analytics dialog and the RSVP Overview tab. */
export const RSVP_COLUMNS: readonly { key: RsvpResponse; title: string }[] = RSVP_RESPONSES.map((key) => ({
  key,
  title: RSVP_RESPONSE_LABELS[key],
}));

/** The guest list: the RSVPs everyone sees, without the requests waiting for approval (ADR 0022). */
export function guestListOf<R extends { status: string }>(rsvps: readonly R[]): R[] {
  return rsvps.filter((rsvp) => isRsvpStatus(rsvp.status) && isListed({ status: rsvp.status }));
}

/** RSVPs by column; a response that is neither going nor maybe counts as can't go. */
export function rsvpColumns<R extends { response: string }>(rsvps: readonly R[]): Record<RsvpResponse, R[]> {
  const columns: Record<RsvpResponse, R[]> = { going: [], maybe: [], cant_go: [] };
  for (const rsvp of rsvps) {
    if (rsvp.response === 'going' || rsvp.response === 'maybe') columns[rsvp.response].push(rsvp);
    else columns.cant_go.push(rsvp);
  }
  return columns;
}
