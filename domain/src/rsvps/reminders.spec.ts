import { FixedClock } from '../testing/fixed-clock.js';
import {
  dueReconfirmAsk,
  dueReminder,
  dueReveal,
  receivesReminder,
  type ReminderCandidate,
  type ReminderSlot,
  type ReminderStore,
  SendDueRemindersUseCase,
} from './reminders.js';

const start = new Date('2025-03-07T21:00:00Z');
const at = (hoursBeforeStart: number) => new Date(start.getTime() - hoursBeforeStart * 3_600_000);
const event = (overrides: Partial<ReminderCandidate> = {}): ReminderCandidate => ({
  eventId: 'e1',
  startsAt: start,
  reminderHours: [24, 2],
  locationReveal: { mode: 'on-rsvp', hoursBefore: null },
  reconfirm: false,
  reconfirmAskHours: 6,
  reconfirmDeadlineHours: 2,
  sent: [],
  ...overrides,
});
const sentReminders = (...hours: number[]) =>
  hours.map((hoursBefore) => ({ kind: 'reminder' as const, hoursBefore }));

describe('dueReminder', () => {
  it('is nothing before the first reminder time', () => {
    expect(dueReminder(event(), at(25))).toBeNull();
  });

  it('is the 24 h reminder from 24 h before, until it is sent', () => {
    expect(dueReminder(event(), at(24))).toEqual({
      kind: 'reminder',
      eventId: 'e1',
      startsAt: start,
      hoursBefore: 24,
      dueAt: at(24),
    });
    expect(dueReminder(event({ sent: sentReminders(24) }), at(10))).toBeNull();
  });

  it('is the latest due one: a sweep that missed the 24 h reminder sends only the 2 h one', () => {
    expect(dueReminder(event(), at(1))?.hoursBefore).toBe(2);
    expect(dueReminder(event({ sent: sentReminders(2) }), at(1))).toBeNull();
  });

  it('is nothing once the event started, or without reminders', () => {
    expect(dueReminder(event(), at(0))).toBeNull();
    expect(dueReminder(event(), at(-1))).toBeNull();
    expect(dueReminder(event({ reminderHours: [] }), at(1))).toBeNull();
  });
});

describe('dueReveal', () => {
  const reveals = event({ locationReveal: { mode: 'before-start', hoursBefore: 3 } });

  it('is the address being out, from the reveal time until the start, once', () => {
    expect(dueReveal(reveals, at(3.01))).toBeNull();
    expect(dueReveal(reveals, at(3))).toEqual({
      kind: 'location.revealed',
      eventId: 'e1',
      startsAt: start,
      hoursBefore: 3,
      dueAt: at(3),
    });
    expect(
      dueReveal({ ...reveals, sent: [{ kind: 'location.revealed', hoursBefore: 3 }] }, at(1)),
    ).toBeNull();
    expect(dueReveal(reveals, at(0))).toBeNull();
  });

  it('is nothing for the other modes', () => {
    for (const mode of ['public', 'on-rsvp', 'at-check-in'] as const) {
      expect(dueReveal(event({ locationReveal: { mode, hoursBefore: null } }), at(1))).toBeNull();
    }
  });
});

describe('dueReconfirmAsk', () => {
  const asking = event({ reconfirm: true });

  it('asks once, from the question until the deadline, when the host chose reconfirmation', () => {
    expect(dueReconfirmAsk(asking, at(6.5))).toBeNull();
    expect(dueReconfirmAsk(asking, at(6))).toEqual({
      kind: 'reconfirm.asked',
      eventId: 'e1',
      startsAt: start,
      hoursBefore: 6,
      dueAt: at(6),
    });
    expect(dueReconfirmAsk(asking, at(2.5))?.dueAt).toEqual(at(6));
    expect(dueReconfirmAsk(asking, at(2))).toBeNull();
    expect(
      dueReconfirmAsk({ ...asking, sent: [{ kind: 'reconfirm.asked', hoursBefore: 6 }] }, at(5)),
    ).toBeNull();
    expect(dueReconfirmAsk(event(), at(5))).toBeNull();
  });
});

describe('receivesReminder', () => {
  const slot = { dueAt: at(2) };
  const rsvp = { response: 'going' as const, status: 'confirmed' as const, createdAt: at(30) };

  it('is for guests who held a place before it was due', () => {
    expect(receivesReminder(rsvp, slot)).toBe(true);
    expect(receivesReminder({ ...rsvp, status: 'checked_in' }, slot)).toBe(true);
    expect(receivesReminder({ ...rsvp, createdAt: at(2) }, slot)).toBe(true);
    expect(receivesReminder({ ...rsvp, createdAt: at(1) }, slot)).toBe(false);
  });

  it('is not for maybes, can-not-gos, requests, declined or cancelled guests, nor the waitlist', () => {
    expect(receivesReminder({ ...rsvp, response: 'maybe' }, slot)).toBe(false);
    expect(receivesReminder({ ...rsvp, response: 'cant_go' }, slot)).toBe(false);
    for (const status of ['pending', 'declined', 'cancelled', 'waitlisted', 'offered'] as const) {
      expect(receivesReminder({ ...rsvp, status }, slot)).toBe(false);
    }
  });
});

/** Sent reminders by key; each send answers a fixed guest count the first time only. */
class RecordingReminderStore implements ReminderStore {
  readonly sent: ReminderSlot[] = [];
  constructor(private readonly events: ReminderCandidate[]) {}
  async upcoming() {
    return this.events.map((candidate) => ({
      ...candidate,
      sent: this.sent.filter((slot) => slot.eventId === candidate.eventId),
    }));
  }
  async send(slot: ReminderSlot) {
    this.sent.push(slot);
    return 3;
  }
}

describe('SendDueRemindersUseCase', () => {
  it('sends each due reminder and reveal once across sweeps', async () => {
    const clock = new FixedClock(at(23));
    const store = new RecordingReminderStore([
      event(),
      event({ eventId: 'e2', reminderHours: [2], locationReveal: { mode: 'before-start', hoursBefore: 3 } }),
    ]);
    const sweep = new SendDueRemindersUseCase(store, clock);

    expect(await sweep.execute()).toEqual({ reminders: 1, notices: 3 });
    expect(await sweep.execute()).toEqual({ reminders: 0, notices: 0 });
    clock.set(at(1.5));
    expect(await sweep.execute()).toEqual({ reminders: 3, notices: 9 });
    expect(store.sent.map((slot) => [slot.kind, slot.eventId, slot.hoursBefore])).toEqual([
      ['reminder', 'e1', 24],
      ['reminder', 'e1', 2],
      ['location.revealed', 'e2', 3],
      ['reminder', 'e2', 2],
    ]);
  });
});
