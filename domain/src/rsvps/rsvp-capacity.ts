import type { RsvpResponse } from './rsvp-response.js';
import { holdsPlace, type RsvpStatus } from './rsvp.js';

type CapacityEvent = { maxCapacity: number | null; unlimitedSpots: boolean };
type CapacityRsvp = { response: RsvpResponse; plusOnes: number };

/**
 * Whether the host's status change gives the RSVP back a place it did not hold: a declined
 * going RSVP confirmed or checked in again must fit the capacity like a new one (ADR 0015).
 */
export function isReinstatingGoing(rsvp: CapacityRsvp & { status: RsvpStatus }, next: RsvpStatus): boolean {
  return rsvp.response === 'going' && !holdsPlace(rsvp) && holdsPlace({ status: next });
}

/**
 * Whether the event's capacity can refuse this RSVP at all: only going RSVPs count, and only
 * against an event with limited spots and a maxCapacity. Lets stores skip locking otherwise.
 */
export function isCapacityLimited(event: CapacityEvent, rsvp: CapacityRsvp): boolean {
  return rsvp.response === 'going' && !event.unlimitedSpots && event.maxCapacity !== null;
}

/**
 * Whether accepting this RSVP would push the event's going headcount (1 + plusOnes per
 * going RSVP that holds a place, see holdsPlace) past its capacity.
 */
export function wouldExceedCapacity(
  event: CapacityEvent,
  currentGoingHeadcount: number,
  rsvp: CapacityRsvp,
): boolean {
  return isCapacityLimited(event, rsvp) && currentGoingHeadcount + 1 + rsvp.plusOnes > event.maxCapacity!;
}
