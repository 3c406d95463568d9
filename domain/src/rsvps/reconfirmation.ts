import { holdsPlace, type RsvpStatus } from './rsvp-lifecycle.js';
import type { RsvpResponse } from './rsvp-response.js';

/**
 * Day-of reconfirmation (issue 20 §4, ADR 0028): with the host's option on, going guests are asked
 * `reconfirmAskHours` before the start whether they are still coming; the places of those who
 * were asked and have not reconfirmed by `reconfirmDeadlineHours` before the start are released
 * (the system's cancel), and pass to the waitlist.
 */

const HOUR_MS = 3_600_000;

/** What reconfirmation reads of an event. */
export interface ReconfirmationEvent {
  startsAt: Date;
  reconfirm: boolean;
  reconfirmAskHours: number;
  reconfirmDeadlineHours: number;
}

/** When the guests are asked and when unanswered places are released; null when the option is off. */
export function reconfirmationTimes(event: ReconfirmationEvent): { askAt: Date; deadline: Date } | null {
  if (!event.reconfirm) return null;
  const start = event.startsAt.getTime();
  return {
    askAt: new Date(start - event.reconfirmAskHours * HOUR_MS),
    deadline: new Date(start - event.reconfirmDeadlineHours * HOUR_MS),
  };
}

/** An RSVP as reconfirmation reads it. */
export interface ReconfirmableRsvp {
  response: RsvpResponse;
  status: RsvpStatus;
  createdAt: Date;
  reconfirmedAt: Date | null;
}

/**
 * Whether the guest is asked to reconfirm: a confirmed going RSVP made before the question (one
 * made later just said yes). Checked-in guests are there; waitlist offers have their own deadline.
 */
export function asksToReconfirm(rsvp: Omit<ReconfirmableRsvp, 'reconfirmedAt'>, askAt: Date): boolean {
  return holdsPlace(rsvp) && rsvp.status === 'confirmed' && rsvp.createdAt.getTime() <= askAt.getTime();
}

/** Whether the place is released at the deadline: asked, and not reconfirmed. */
export function releasedAtDeadline(rsvp: ReconfirmableRsvp, askAt: Date): boolean {
  return asksToReconfirm(rsvp, askAt) && rsvp.reconfirmedAt === null;
}

/** Whether the guest may reconfirm now: asked, from the question until the deadline. */
export function mayReconfirm(event: ReconfirmationEvent, rsvp: ReconfirmableRsvp, now: Date): boolean {
  const times = reconfirmationTimes(event);
  if (times === null || !asksToReconfirm(rsvp, times.askAt)) return false;
  return now.getTime() >= times.askAt.getTime() && now.getTime() < times.deadline.getTime();
}
