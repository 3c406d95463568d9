import { isRsvpStatus, placesHeld } from './rsvp-lifecycle.js';
import { parseRsvpResponse } from './rsvp-response.js';

export const MAX_PLUS_ONES = 5;

/** Guest selector values 0..MAX_PLUS_ONES. */
export const PLUS_ONES_OPTIONS: readonly number[] = Array.from({ length: MAX_PLUS_ONES + 1 }, (_, n) => n);

export function isValidPlusOnes(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_PLUS_ONES;
}

/** 'Just you', '+1 guest', '+N guests'. */
export function guestsLabel(plusOnes: number): string {
  if (plusOnes === 0) return 'Just you';
  if (plusOnes === 1) return '+1 guest';
  return `+${plusOnes} guests`;
}

/**
 * Who's Going headcount of RSVPs as the API lists them (either spelling of can't go tolerated):
 * the places they hold (rsvp-lifecycle's placesHeld).
 */
export function whosGoingHeadcount(
  rsvps: readonly { response: string; plusOnes: number; status: string }[],
): number {
  return rsvps.reduce((sum, rsvp) => {
    const response = parseRsvpResponse(rsvp.response);
    if (response === null || !isRsvpStatus(rsvp.status)) return sum;
    return sum + placesHeld({ response, status: rsvp.status, plusOnes: rsvp.plusOnes });
  }, 0);
}

/** The guest name an RSVP carries: the user's first and last name, or 'Anonymous'. */
export function rsvpGuestName(user: { firstName?: string | null; lastName?: string | null } | null): string {
  const name = [user?.firstName, user?.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return name || 'Anonymous';
}
