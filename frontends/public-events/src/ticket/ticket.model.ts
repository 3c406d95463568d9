import { readApiFailure } from '@nightlife/api';
import { isRsvpStatus, RSVP_RESPONSE_LABELS, RSVP_STATES, parseRsvpResponse } from '@nightlife/domain';

/** Spec 1 §9: ticket dates use the long English-US form, in the event's own time zone. */
export function ticketDate(event: { dateTime: string; timeZone: string }): string {
  return new Date(event.dateTime).toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: event.timeZone,
  });
}

/** 'Going', 'Maybe' or "Can't Go", whichever spelling the server used. */
export function responseLabel(response: string): string {
  const parsed = parseRsvpResponse(response);
  return parsed ? RSVP_RESPONSE_LABELS[parsed] : response;
}

/** The lifecycle's label ('checked_in' reads 'Checked In'); an unknown status is title-cased. */
export function statusLabel(status: string): string {
  if (isRsvpStatus(status)) return RSVP_STATES[status].label;
  return status
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

export const CONNECT_FAILED_FALLBACK = 'Failed to connect. Please try again.';

export function connectFailureMessage(error: unknown): string {
  const failure = readApiFailure(error);
  return (failure.kind === 'http' ? failure.detail : null) ?? CONNECT_FAILED_FALLBACK;
}
