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

/**
 * When the location of a before-start event reaches this guest, while it is still hidden from
 * them and they hold a place; null otherwise (nothing to count down to).
 */
export function revealCountdownTarget(event: {
  dateTime: string;
  locationHidden: boolean;
  locationReveal: { mode: string; hoursBefore: number | null };
  userRsvp: { response: string; status: string } | null;
}): Date | null {
  const { mode, hoursBefore } = event.locationReveal;
  const rsvp = event.userRsvp;
  if (mode !== 'before-start' || hoursBefore === null || !event.locationHidden) return null;
  if (
    rsvp === null ||
    rsvp.response !== 'going' ||
    (rsvp.status !== 'confirmed' && rsvp.status !== 'checked_in')
  )
    return null;
  return new Date(Date.parse(event.dateTime) - hoursBefore * 3_600_000);
}

/** '2 h 14 min', '14 min', 'less than a minute' until `target`. */
export function countdownText(target: Date, now: Date): string {
  const minutes = Math.ceil((target.getTime() - now.getTime()) / 60_000);
  if (minutes <= 1) return 'less than a minute';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
