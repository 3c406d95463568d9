import { InMemoryEventAccess } from '../testing/in-memory-event-access.js';
import { EventErrorCodes } from '../events/event-errors.js';
import { KernelErrorCodes } from '../kernel/domain-error.js';
import { FixedClock } from '../testing/fixed-clock.js';
import { InMemoryAnnouncements } from '../testing/in-memory-announcements.js';
import { InMemoryJobOutbox } from '../testing/in-memory-job.outbox.js';
import { InMemoryUnitOfWork } from '../testing/in-memory-unit-of-work.js';
import { RecordingMailSender } from '../testing/recording-mail.sender.js';
import { SequentialIdGenerator } from '../testing/sequential-id-generator.js';
import { AnnouncementErrorCodes } from './announcement-errors.js';
import { fanOutAnnouncementJob } from './announcement-jobs.js';
import { ANNOUNCEMENT_LIMITS, checkAnnouncementInput, withinDailyLimit } from './announcement.js';
import { groupRecipients } from './recipient-groups.js';
import { EmailAnnouncementUseCase } from './use-cases/email-announcement.use-case.js';
import { FanOutAnnouncementUseCase } from './use-cases/fan-out-announcement.use-case.js';
import { MarkNotificationReadUseCase } from './use-cases/mark-notification-read.use-case.js';
import { SendAnnouncementUseCase } from './use-cases/send-announcement.use-case.js';

const rsvpId = (n: number) => `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const HOST = 'host-1';
const EVENT = 'event-1';

function setUp(rsvpCount = 5) {
  const uow = new InMemoryUnitOfWork();
  const outbox = new InMemoryJobOutbox(uow);
  const clock = new FixedClock('2026-11-25T20:00:00Z');
  const rsvps = Array.from({ length: rsvpCount }, (_, i) => ({
    id: rsvpId(i + 1),
    eventId: EVENT,
    userId: `user-${i + 1}`,
    email: `guest${i + 1}@example.com`,
    // Every other attendee turned email notifications off.
    wantsEmail: i % 2 === 0,
  }));
  rsvps.push({
    id: rsvpId(99),
    eventId: 'event-2',
    userId: 'user-99',
    email: 'x@example.com',
    wantsEmail: true,
  });
  const store = new InMemoryAnnouncements(
    uow,
    [
      { id: EVENT, hostId: HOST, title: 'Neon Nights' },
      { id: 'event-2', hostId: 'host-2', title: 'Other' },
    ],
    rsvps,
  );
  const access = new InMemoryEventAccess(
    [
      { id: EVENT, hostId: HOST, title: 'Neon Nights' },
      { id: 'event-2', hostId: 'host-2', title: 'Other' },
    ].map((event) => ({
      ...event,
      slug: event.id,
      isDraft: false,
      isPublished: true,
      isPrivate: false,
      inviteCode: null,
      locationReveal: { mode: 'public', hoursBefore: null },
      startsAt: new Date('2030-06-15T21:00:00Z'),
      guestListVisibility: 'signed-in' as const,
    })),
  );
  const send = new SendAnnouncementUseCase(uow, access, store, outbox, new SequentialIdGenerator(), clock, 3);
  const ofEvent = rsvps.filter((rsvp) => rsvp.eventId === EVENT).map((rsvp) => rsvp.id);
  return { uow, outbox, clock, store, send, ofEvent };
}

describe('checkAnnouncementInput', () => {
  it('trims the message and counts a repeated recipient once', () => {
    expect(
      checkAnnouncementInput({ message: '  Doors at 9 ', recipientIds: [rsvpId(1), rsvpId(1)] }),
    ).toEqual({
      ok: true,
      message: 'Doors at 9',
      recipientIds: [rsvpId(1)],
    });
  });

  it.each([
    ['a blank message', { message: '   ', recipientIds: [rsvpId(1)] }, 'message'],
    ['a missing message', { message: undefined, recipientIds: [rsvpId(1)] }, 'message'],
    [
      'a message over the limit',
      { message: 'x'.repeat(ANNOUNCEMENT_LIMITS.message + 1), recipientIds: [rsvpId(1)] },
      'message',
    ],
    ['no recipients', { message: 'Hi', recipientIds: [] }, 'recipientIds'],
    ['recipients that are not ids', { message: 'Hi', recipientIds: ['abc'] }, 'recipientIds'],
    ['recipients that are not a list', { message: 'Hi', recipientIds: rsvpId(1) }, 'recipientIds'],
  ])('refuses %s', (_, input, field) => {
    const checked = checkAnnouncementInput(input);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.errors.map((error) => error.field)).toEqual([field]);
  });

  it('accepts a message of exactly the limit in characters, emoji counting as one', () => {
    const message = '🎉'.repeat(ANNOUNCEMENT_LIMITS.message);
    expect(checkAnnouncementInput({ message, recipientIds: [rsvpId(1)] }).ok).toBe(true);
  });
});

describe('SendAnnouncementUseCase', () => {
  it('stores the announcement and its fan-out job in one unit of work', async () => {
    const { send, store, outbox, ofEvent } = setUp();
    const sent = await send.execute({
      eventId: EVENT,
      callerId: HOST,
      message: ' Hi all ',
      recipientIds: ofEvent,
    });
    expect(sent.ok).toBe(true);
    const announcement = sent.ok ? sent.value : null;
    expect(store.announcements).toEqual([announcement]);
    expect(announcement).toMatchObject({ message: 'Hi all', recipientIds: ofEvent });
    expect(outbox.payloadsOf(fanOutAnnouncementJob)).toEqual([{ announcementId: announcement!.id }]);
  });

  it.each([
    ['another host', 'host-2'],
    ['an attendee', 'user-1'],
  ])('answers EVENT.NOT_FOUND to %s, before looking at the input', async (_, callerId) => {
    const { send, store, outbox } = setUp();
    const sent = await send.execute({ eventId: EVENT, callerId, message: '', recipientIds: [] });
    expect(!sent.ok && sent.error.code).toBe(EventErrorCodes.NOT_FOUND);
    expect(store.announcements).toEqual([]);
    expect(outbox.jobs).toEqual([]);
  });

  it('answers EVENT.NOT_FOUND for an unknown event', async () => {
    const { send } = setUp();
    const sent = await send.execute({
      eventId: 'nope',
      callerId: HOST,
      message: 'Hi',
      recipientIds: [rsvpId(1)],
    });
    expect(!sent.ok && sent.error.code).toBe(EventErrorCodes.NOT_FOUND);
  });

  it('refuses invalid input with field errors', async () => {
    const { send } = setUp();
    const sent = await send.execute({ eventId: EVENT, callerId: HOST, message: ' ', recipientIds: [] });
    expect(!sent.ok && sent.error.code).toBe(KernelErrorCodes.VALIDATION_FAILED);
  });

  it.each([
    ["another event's RSVP", rsvpId(99)],
    ['an unknown RSVP id', rsvpId(500)],
  ])('refuses %s among the recipients and sends nothing', async (_, foreign) => {
    const { send, store, outbox, ofEvent } = setUp();
    const sent = await send.execute({
      eventId: EVENT,
      callerId: HOST,
      message: 'Hi',
      recipientIds: [...ofEvent, foreign],
    });
    expect(!sent.ok && sent.error).toMatchObject({
      code: AnnouncementErrorCodes.RECIPIENTS_INVALID,
      message: '1 recipient is not an RSVP of this event. Nothing was sent.',
    });
    expect(store.announcements).toEqual([]);
    expect(outbox.jobs).toEqual([]);
  });

  it('allows the configured number of announcements per event per 24 hours, then refuses', async () => {
    const { send, store, clock, ofEvent } = setUp();
    const input = { eventId: EVENT, callerId: HOST, message: 'Hi', recipientIds: ofEvent };
    for (let i = 0; i < 3; i += 1) {
      expect((await send.execute(input)).ok).toBe(true);
      clock.advance(3600_000);
    }
    const refused = await send.execute(input);
    expect(!refused.ok && refused.error.code).toBe(AnnouncementErrorCodes.DAILY_LIMIT);
    // The first one leaves the window 24 hours after it was sent: that is when to try again.
    expect(!refused.ok && refused.error.retryAt).toEqual(new Date('2026-11-26T20:00:00Z'));
    expect(store.announcements).toHaveLength(3);
    // 24 hours after the first, one slot is free again.
    clock.advance(21 * 3600_000 + 1);
    expect((await send.execute(input)).ok).toBe(true);
    expect((await send.execute(input)).ok).toBe(false);
  });
});

describe('withinDailyLimit', () => {
  const at = (hour: number) => new Date(Date.UTC(2026, 10, 25, hour));

  it('allows while fewer than the limit were sent in the window', () => {
    expect(withinDailyLimit([at(1), at(2)], 3)).toEqual({ ok: true, value: undefined });
  });

  it('at the limit, says when enough of the window has left it, whatever the order', () => {
    const refused = withinDailyLimit([at(5), at(1), at(3)], 3);
    expect(!refused.ok && refused.error.retryAt).toEqual(new Date(Date.UTC(2026, 10, 26, 1)));
    // Over the limit (it was lowered): two must leave, the second oldest decides.
    const lowered = withinDailyLimit([at(5), at(1), at(3)], 2);
    expect(!lowered.ok && lowered.error.retryAt).toEqual(new Date(Date.UTC(2026, 10, 26, 3)));
  });
});

describe('FanOutAnnouncementUseCase', () => {
  async function announced(rsvpCount: number) {
    const context = setUp(rsvpCount);
    const sent = await context.send.execute({
      eventId: EVENT,
      callerId: HOST,
      message: 'Hi',
      recipientIds: context.ofEvent,
    });
    return { ...context, announcementId: sent.ok ? sent.value.id : '' };
  }

  it('creates one delivery per recipient, in batches, and emails only those who want it', async () => {
    const { store, announcementId } = await announced(25);
    const fanOut = new FanOutAnnouncementUseCase(store, new FixedClock(), 10);
    expect(await fanOut.execute({ announcementId })).toEqual({ created: 25 });
    expect(store.deliveries).toHaveLength(25);
    expect(store.emailJobs.size).toBe(13);
    expect(store.fannedOut.has(announcementId)).toBe(true);
  });

  it('resumes after a crash half-way without a duplicate delivery or email job', async () => {
    const { store, announcementId } = await announced(25);
    const fanOut = new FanOutAnnouncementUseCase(store, new FixedClock(), 10);
    store.crashAfterBatches = 2;
    await expect(fanOut.execute({ announcementId })).rejects.toThrow('worker killed');
    expect(store.deliveries).toHaveLength(20);
    expect(store.fannedOut.has(announcementId)).toBe(false);

    expect(await fanOut.execute({ announcementId })).toEqual({ created: 5 });
    expect(await fanOut.execute({ announcementId })).toEqual({ created: 0 });
    const pairs = store.deliveries.map((d) => `${d.announcementId}/${d.rsvpId}`);
    expect(new Set(pairs).size).toBe(25);
    expect(store.emailJobs.size).toBe(13);
  });

  it('does nothing for an announcement that no longer exists', async () => {
    const { store } = setUp();
    expect(
      await new FanOutAnnouncementUseCase(store, new FixedClock()).execute({ announcementId: 'gone' }),
    ).toBeNull();
  });
});

describe('EmailAnnouncementUseCase', () => {
  async function queuedDelivery() {
    const context = setUp(1);
    const sent = await context.send.execute({
      eventId: EVENT,
      callerId: HOST,
      message: 'Doors at 9',
      recipientIds: context.ofEvent,
    });
    const announcementId = sent.ok ? sent.value.id : '';
    await new FanOutAnnouncementUseCase(context.store, context.clock).execute({ announcementId });
    const mail = new RecordingMailSender();
    const email = new EmailAnnouncementUseCase(context.store, mail, context.clock);
    return { ...context, mail, email, announcementId, deliveryId: context.store.deliveries[0].id };
  }

  it('mails the attendee once, with a key per announcement and RSVP', async () => {
    const { email, mail, store, deliveryId, announcementId } = await queuedDelivery();
    expect(await email.execute({ deliveryId }, { lastAttempt: false })).toBe('sent');
    expect(await email.execute({ deliveryId }, { lastAttempt: false })).toBe('skipped');
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]).toMatchObject({
      to: ['guest1@example.com'],
      subject: 'Neon Nights: announcement from The Host',
      idempotencyKey: `announcements.${announcementId}.${rsvpId(1)}`,
    });
    expect(mail.sent[0].text).toContain('Doors at 9');
    expect(store.deliveries[0].emailStatus).toBe('sent');
  });

  it('throws while the server is down so the job retries, and marks the delivery failed on the last attempt', async () => {
    const { email, mail, store, deliveryId } = await queuedDelivery();
    mail.failNext(2);
    await expect(email.execute({ deliveryId }, { lastAttempt: false })).rejects.toThrow(
      'mail server unavailable',
    );
    expect(store.deliveries[0].emailStatus).toBe('queued');
    await expect(email.execute({ deliveryId }, { lastAttempt: true })).rejects.toThrow();
    expect(store.deliveries[0]).toMatchObject({
      emailStatus: 'failed',
      emailError: 'mail server unavailable',
    });
    // A re-published job after the failure sends nothing.
    expect(await email.execute({ deliveryId }, { lastAttempt: false })).toBe('skipped');
  });
});

describe('MarkNotificationReadUseCase', () => {
  it("marks the attendee's own notification read and answers the unread count; someone else's does not exist", async () => {
    const { send, store, clock, ofEvent } = setUp(2);
    const sent = await send.execute({ eventId: EVENT, callerId: HOST, message: 'Hi', recipientIds: ofEvent });
    await new FanOutAnnouncementUseCase(store, clock).execute({
      announcementId: sent.ok ? sent.value.id : '',
    });
    const markRead = new MarkNotificationReadUseCase(store, clock);
    const [mine] = store.deliveries.filter((d) => d.userId === 'user-1');

    const stranger = await markRead.execute({ userId: 'user-2', notificationId: mine.id });
    expect(!stranger.ok && stranger.error.code).toBe(AnnouncementErrorCodes.NOTIFICATION_NOT_FOUND);
    expect(mine.readAt).toBeNull();

    expect(await markRead.execute({ userId: 'user-1', notificationId: mine.id })).toEqual({
      ok: true,
      value: { unreadCount: 0 },
    });
    expect(mine.readAt).toEqual(clock.now());
    expect(await store.unreadCount('user-2')).toBe(1);
    expect(await markRead.all({ userId: 'user-2' })).toEqual({ unreadCount: 0 });
    expect(await store.unreadCount('user-2')).toBe(0);
  });
});

describe('groupRecipients', () => {
  it('groups by response (either spelling of cant-go) and by check-in', () => {
    const rsvps = [
      { id: 'a', response: 'going', status: 'confirmed' },
      { id: 'b', response: 'going', status: 'checked_in' },
      { id: 'c', response: 'maybe', status: 'confirmed' },
      { id: 'd', response: 'cant_go', status: 'declined' },
      { id: 'e', response: 'cant-go', status: 'confirmed' },
      // A request the host has not approved is in no group.
      { id: 'f', response: 'going', status: 'pending' },
    ];
    const ids = (list: { id: string }[]) => list.map((rsvp) => rsvp.id);
    const groups = groupRecipients(rsvps);
    expect(ids(groups.going)).toEqual(['a', 'b']);
    expect(ids(groups.maybe)).toEqual(['c']);
    expect(ids(groups['cant-go'])).toEqual(['d', 'e']);
    expect(ids(groups['checked-in'])).toEqual(['b']);
    expect(ids(groups['not-checked-in'])).toEqual(['a']);
  });
});
