import { RSVP_RESPONSES, RSVP_RESPONSE_LABELS, type RsvpResponse } from '@nightlife/domain';

/** The Going, Maybe and Can't Go columns of the RSVP Analytics dialog and the RSVP Overview tab. */
export const RSVP_COLUMNS: readonly { key: RsvpResponse; title: string }[] = RSVP_RESPONSES.map((key) => ({
  key,
  title: RSVP_RESPONSE_LABELS[key],
}));

/** RSVPs by column; a response that is neither going nor maybe counts as can't go. */
export function rsvpColumns<R extends { response: string }>(rsvps: readonly R[]): Record<RsvpResponse, R[]> {
  const columns: Record<RsvpResponse, R[]> = { going: [], maybe: [], cant_go: [] };
  for (const rsvp of rsvps) {
    if (rsvp.response === 'going' || rsvp.response === 'maybe') columns[rsvp.response].push(rsvp);
    else columns.cant_go.push(rsvp);
  }
  return columns;
}
