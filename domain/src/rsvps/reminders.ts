import type { Clock } from '../kernel/clock.port.js';
import { defineJob } from '../kernel/job.js';
import { EVENT_FIELDS } from '../events/event-input.js';
import { holdsPlace, type RsvpStatus } from './rsvp-lifecycle.js';
import type { RsvpResponse } from './rsvp-response.js';

/**
 * Reminders before an event's start (issue 21 §2, ADR 0024): the host picks the times in the event
 * form (`reminderHours`, by default 24 h and 2 h before); a job of the worker sweeps the coming
 * events every few seconds and sends each due reminder once, as a notice (inbox and email) to every
 * guest who holds a place. A reminder is named by its event, the start it announces and its hours:
 * a moved event has new ones.
 */

const HOUR_MS = 3_600_000;

/** How far ahead the sweep looks: the earliest reminder a host can set. */
export const REMINDER_HORIZON_HOURS = EVENT_FIELDS.reminderHours.max;

/** Every this often the sweep runs (so a reminder is sent at most this late). */
export const REMINDER_SWEEP_EVERY_MS = 10_000;

/** A coming event with reminders, as the sweep reads it. */
export interface ReminderCandidate {
  eventId: string;
  startsAt: Date;
  reminderHours: readonly number[];
  /** The reminders already sent for this start (their hours). */
  sentHours: readonly number[];
}

/** One reminder of one event's start. */
export interface ReminderSlot {
  eventId: string;
  /** The start the reminder announces. */
  startsAt: Date;
  hoursBefore: number;
  dueAt: Date;
}

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
  if (!Number.isFinite(hoursBefore) || event.sentHours.includes(hoursBefore)) return null;
  return {
    eventId: event.eventId,
    startsAt: event.startsAt,
    hoursBefore,
    dueAt: new Date(event.startsAt.getTime() - hoursBefore * HOUR_MS),
  };
}

/**
 * Who a reminder is for: a guest who holds a place and held it (RSVP'd) before the reminder was
 * due. One who RSVPs later is not reminded of what they just did; the next reminder is theirs.
 * The store's SQL is pinned to this by backend/test/reminders.int-spec.
 */
export function receivesReminder(
  rsvp: { response: RsvpResponse; status: RsvpStatus; createdAt: Date },
  slot: Pick<ReminderSlot, 'dueAt'>,
): boolean {
  return holdsPlace(rsvp) && rsvp.createdAt.getTime() <= slot.dueAt.getTime();
}

/** Where reminders are read and written. */
export interface ReminderStore {
  /** Events starting after `now` and at most `horizonHours` later that have reminders. */
  upcoming(now: Date, horizonHours: number): Promise<ReminderCandidate[]>;
  /**
   * Records the reminder as sent and, in the same transaction, gives each guest it is for
   * (receivesReminder) a `reminder` notice with its email job. Answers the notices written: none
   * when the reminder was already recorded (another sweep sent it).
   */
  send(slot: ReminderSlot, now: Date): Promise<number>;
}

/** The sweep: scheduled by the worker every REMINDER_SWEEP_EVERY_MS, never through the outbox. */
export const sendDueRemindersJob = defineJob<Record<string, never>>('rsvps.reminders');

/** Sends every reminder that is due and not yet sent. */
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
      const slot = dueReminder(event, now);
      if (slot === null) continue;
      reminders += 1;
      notices += await this.store.send(slot, now);
    }
    return { reminders, notices };
  }
}
