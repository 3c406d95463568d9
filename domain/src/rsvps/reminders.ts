import type { Clock } from '../kernel/clock.port.js';
import { defineJob } from '../kernel/job.js';
import { EVENT_FIELDS } from '../events/event-input.js';
import { locationRevealAt, type LocationReveal } from '../events/location-reveal.js';
import { reconfirmationTimes } from './reconfirmation.js';
import { holdsPlace, stands, type RsvpStatus } from './rsvp-lifecycle.js';
import type { RsvpResponse } from './rsvp-response.js';

/**
 * Notices that come due before an event's start (issue 21 §1-2, ADR 0024): the reminders the host
 * picked in the event form (`reminderHours`, by default 24 h and 2 h before) and, for an event that
 * reveals its location N hours before the start, "the address is out". A job of the worker sweeps
 * the coming events every few seconds and sends each due notice once to every guest who holds a
 * place. A due notice is named by its kind, its event, the start it announces and its hours: a
 * moved event has new ones.
 */

const HOUR_MS = 3_600_000;

/** How far ahead the sweep looks: the earliest reminder a host can set. */
export const REMINDER_HORIZON_HOURS = EVENT_FIELDS.reminderHours.max;

/** Every this often the sweep runs (so a notice is sent at most this late). */
export const REMINDER_SWEEP_EVERY_MS = 10_000;

export type DueNoticeKind = 'reminder' | 'location.revealed' | 'reconfirm.asked';

/** A coming event, as the sweep reads it. */
export interface ReminderCandidate {
  eventId: string;
  startsAt: Date;
  reminderHours: readonly number[];
  locationReveal: LocationReveal;
  /** Day-of reconfirmation (ADR 0028). */
  reconfirm: boolean;
  reconfirmAskHours: number;
  reconfirmDeadlineHours: number;
  /** The notices already sent for this start. */
  sent: readonly { kind: DueNoticeKind; hoursBefore: number }[];
}

/** One due notice of one event's start. */
export interface ReminderSlot {
  kind: DueNoticeKind;
  eventId: string;
  /** The start it announces. */
  startsAt: Date;
  hoursBefore: number;
  dueAt: Date;
}

const wasSent = (event: ReminderCandidate, kind: DueNoticeKind, hoursBefore: number) =>
  event.sent.some((sent) => sent.kind === kind && sent.hoursBefore === hoursBefore);

/**
 * The reminder an event should send now, if any: of those whose time has come before the start,
 * the latest, unless it was sent. An earlier one not sent by then is skipped (a sweep that was down
 * for a day, an event moved closer): a guest gets the nearest reminder, never a burst of stale ones.
 */
export function dueReminder(event: ReminderCandidate, now: Date): ReminderSlot | null {
  if (now.getTime() >= event.startsAt.getTime()) return null;
  const hoursBefore = Math.min(
    ...event.reminderHours.filter((hours) => event.startsAt.getTime() - hours * HOUR_MS <= now.getTime()),
  );
  if (!Number.isFinite(hoursBefore) || wasSent(event, 'reminder', hoursBefore)) return null;
  return {
    kind: 'reminder',
    eventId: event.eventId,
    startsAt: event.startsAt,
    hoursBefore,
    dueAt: new Date(event.startsAt.getTime() - hoursBefore * HOUR_MS),
  };
}

/** "The address is out", once the reveal time of a before-start event has come, until the start. */
export function dueReveal(event: ReminderCandidate, now: Date): ReminderSlot | null {
  const revealAt = locationRevealAt(event);
  const hoursBefore = event.locationReveal.hoursBefore;
  if (revealAt === null || hoursBefore === null) return null;
  if (now.getTime() < revealAt.getTime() || now.getTime() >= event.startsAt.getTime()) return null;
  if (wasSent(event, 'location.revealed', hoursBefore)) return null;
  return {
    kind: 'location.revealed',
    eventId: event.eventId,
    startsAt: event.startsAt,
    hoursBefore,
    dueAt: revealAt,
  };
}

/** "Are you still coming?", once the question's time has come, until the reconfirmation deadline. */
export function dueReconfirmAsk(event: ReminderCandidate, now: Date): ReminderSlot | null {
  const times = reconfirmationTimes(event);
  if (times === null) return null;
  if (now.getTime() < times.askAt.getTime() || now.getTime() >= times.deadline.getTime()) return null;
  if (wasSent(event, 'reconfirm.asked', event.reconfirmAskHours)) return null;
  return {
    kind: 'reconfirm.asked',
    eventId: event.eventId,
    startsAt: event.startsAt,
    hoursBefore: event.reconfirmAskHours,
    dueAt: times.askAt,
  };
}

/**
 * Who a due notice is for: a guest whose RSVP stands and holds a place, and who RSVP'd before it
 * was due. One who RSVPs later is not told what they just saw; the next reminder is theirs. A
 * party holding a waitlist offer is not a guest yet (its RSVP does not stand).
 * The store's SQL is pinned to this by backend/test/reminders.int-spec.
 */
export function receivesReminder(
  rsvp: { response: RsvpResponse; status: RsvpStatus; createdAt: Date },
  slot: Pick<ReminderSlot, 'dueAt'>,
): boolean {
  return holdsPlace(rsvp) && stands(rsvp) && rsvp.createdAt.getTime() <= slot.dueAt.getTime();
}

/** Where due notices are read and written. */
export interface ReminderStore {
  /** Published events starting after `now` and at most `horizonHours` later. */
  upcoming(now: Date, horizonHours: number): Promise<ReminderCandidate[]>;
  /**
   * Records the notice as sent and, in the same transaction, gives each guest it is for
   * (receivesReminder) a notice of its kind with its email job. Answers the notices written: none
   * when it was already recorded (another sweep sent it).
   */
  send(slot: ReminderSlot, now: Date): Promise<number>;
}

/** The sweep: scheduled by the worker every REMINDER_SWEEP_EVERY_MS, never through the outbox. */
export const sendDueRemindersJob = defineJob<Record<string, never>>('rsvps.reminders');

/** Sends every reminder and reveal notice that is due and not yet sent. */
export class SendDueRemindersUseCase {
  constructor(
    private readonly store: ReminderStore,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<{ reminders: number; notices: number }> {
    const now = this.clock.now();
    let reminders = 0;
    let notices = 0;
    for (const event of await this.store.upcoming(now, REMINDER_HORIZON_HOURS)) {
      for (const slot of [dueReveal(event, now), dueReminder(event, now), dueReconfirmAsk(event, now)]) {
        if (slot === null) continue;
        reminders += 1;
        notices += await this.store.send(slot, now);
      }
    }
    return { reminders, notices };
  }
}
