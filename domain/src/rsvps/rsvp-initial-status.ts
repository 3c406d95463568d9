import type { RsvpStatus } from './rsvp-lifecycle.js';

// Where an RSVP starts, in a module of its own (types only): the public event page reads the
// request status on a byte budget, without the lifecycle's tables.

/**
 * The state a new RSVP starts in (where respond leads), and a request to an event that needs the
 * host's approval (where request leads). Constants rather than reads of the transitions, so a
 * bundle that never reads them drops them (the event page's byte budget).
 */
export const INITIAL_RSVP_STATUS = 'confirmed' satisfies RsvpStatus;
export const REQUESTED_RSVP_STATUS = 'pending' satisfies RsvpStatus;

/** Where a guest's answer starts: a request when the event needs the host's approval. */
export function initialStatusFor(event: { requireApproval: boolean }): RsvpStatus {
  return event.requireApproval ? REQUESTED_RSVP_STATUS : INITIAL_RSVP_STATUS;
}
