import {
  RSVP_RESPONSES,
  RSVP_STATUSES,
  receivesReminder,
  SendDueRemindersUseCase,
  type RsvpResponse,
  type RsvpStatus,
} from '@nightlife/domain';
import { FixedClock } from '@nightlife/domain/testing';
import { SqlClient } from '../src/platform/database/sql-client';
import { SqlReminderStore, RECEIVES_REMINDER_SQL } from '../src/modules/rsvps/persistence/sql-reminder-store';
import { createEvent, rsvp, signUp, type SignedUpUser } from './support/accounts';
import { createTestApp, type TestApp } from './support/create-test-app';
import { ownDatabase } from './support/own-database';
import { startSmtpTestServer, type SmtpTestServer } from './support/smtp-test-server';
import { waitUntil } from './support/wait-until';

const HOUR = 3_600_000;

// Reminders before the start (issue 21 §2, ADR 0024): each due reminder goes once to every guest
// who holds a place, in the inbox and by one email (settings apply), against a real SMTP server.
// The sweep is driven with a fixed clock here; the last test lets the worker's scheduler run it.
describe('reminders: every guest with a place is reminded once per reminder', () => {
  let smtp: SmtpTestServer;
  let own: Awaited<ReturnType<typeof ownDatabase>>;
  let t: TestApp;
  let sql: SqlClient;
  let host: SignedUpUser;

  const sweepAt = (now: Date) =>
    new SendDueRemindersUseCase(t.app.get(SqlReminderStore), new FixedClock(now));
  const noticesOf = (eventId: string) =>
    sql.query<{ user_id: string; hours_before: number; starts_at: Date; email_status: string }>(
      'select user_id, hours_before, starts_at, email_status from rsvp_notices where event_id = ? and kind = ? order by created_at',
      [eventId, 'reminder'],
    );
  const startOf = async (eventId: string) =>
    new Date(
      (await sql.query<{ starts_at: string }>('select starts_at from events where id = ?', [eventId]))[0]
        .starts_at,
    );

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    own = await ownDatabase();
    t = await createTestApp({
      runWorkers: true,
      smtpUrl: smtp.url,
      databaseUrl: own.databaseUrl,
      queuePrefix: own.queuePrefix,
    });
    sql = t.app.get(SqlClient);
    host = await signUp(t);
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
    await own.drop();
  });

  it('reminds the guests who hold a place: inbox and one email with the start in the event zone and a way to cancel', async () => {
    const [going, maybe, cancelled, quiet, late] = await Promise.all(
      Array.from({ length: 5 }, () => signUp(t)),
    );
    await quiet.agent.put('/api/user/settings').send({ emailNotifications: false }).expect(200);
    const event = await createEvent(host.agent, {
      title: 'Velvet Reminder',
      date: '2030-06-15',
      startTime: '22:00',
      timeZone: 'Europe/Berlin',
      location: 'Kantine, Holzmarktstr. 25',
      hideLocationUntilRsvp: true,
    });
    for (const guest of [going, cancelled, quiet, late]) await rsvp(guest.agent, event.slug, 'going');
    await rsvp(maybe.agent, event.slug, 'maybe');
    await cancelled.agent.delete(`/api/events/${event.slug}/rsvp`).expect(204);
    const start = await startOf(event.id);
    // This guest answered 10 h before the start, after the 24 h reminder was due: that one would
    // tell them nothing new, the 2 h one is theirs.
    await sql.query('update rsvps set created_at = ? where event_id = ? and user_id = ?', [
      new Date(start.getTime() - 10 * HOUR),
      event.id,
      late.id,
    ]);

    expect(await sweepAt(new Date(start.getTime() - 25 * HOUR)).execute()).toMatchObject({ notices: 0 });
    const first = await sweepAt(new Date(start.getTime() - 23 * HOUR)).execute();
    expect(first.notices).toBe(2);
    // Sweeping again, even twice at once, sends nothing more.
    const again = await Promise.all(
      [1, 2].map(() => sweepAt(new Date(start.getTime() - 22 * HOUR)).execute()),
    );
    expect(again.map((run) => run.notices)).toEqual([0, 0]);
    await sweepAt(new Date(start.getTime() - 1.9 * HOUR)).execute();

    const notices = await noticesOf(event.id);
    const byUser = (userId: string) => notices.filter((n) => n.user_id === userId).map((n) => n.hours_before);
    expect(byUser(going.id)).toEqual([24, 2]);
    expect(byUser(quiet.id)).toEqual([24, 2]);
    expect(byUser(late.id)).toEqual([2]);
    expect(byUser(maybe.id)).toEqual([]);
    expect(byUser(cancelled.id)).toEqual([]);

    const mail = await smtp.waitFor(
      (m) =>
        m.to.includes(going.email) && m.headers.subject === 'Reminder: Velvet Reminder starts in 2 hours',
    );
    expect(mail.text).toContain(
      'Reminder: Velvet Reminder starts JUNE 15, 2030 at 10:00 PM (Europe/Berlin time).',
    );
    expect(mail.text).toContain('Where: Kantine, Holzmarktstr. 25');
    expect(mail.text).toContain(`/event/${event.slug}/ticket?cancel=1`);
    await waitUntil(
      async () => ((await noticesOf(event.id)).every((n) => n.email_status !== 'queued') ? true : null),
      'every reminder mailed or skipped',
    );
    expect(smtp.received.filter((m) => m.to.includes(going.email))).toHaveLength(2);
    expect(smtp.received.filter((m) => m.to.includes(quiet.email))).toEqual([]);

    const inbox = await quiet.agent.get('/api/notifications').expect(200);
    expect(
      inbox.body.notifications.map((n: { kind: string; message: string }) => [n.kind, n.message]),
    ).toEqual([
      [
        'reminder',
        'Reminder: Velvet Reminder starts JUNE 15, 2030 at 10:00 PM (Europe/Berlin time). Your ticket is on the ticket page.',
      ],
      [
        'reminder',
        'Reminder: Velvet Reminder starts JUNE 15, 2030 at 10:00 PM (Europe/Berlin time). Your ticket is on the ticket page.',
      ],
    ]);
  });

  it('follows the host: other times, none, a moved event and a deleted one', async () => {
    const guest = await signUp(t);
    const event = await createEvent(host.agent, {
      title: 'Moving Night',
      date: '2030-07-01',
      startTime: '21:00',
      timeZone: 'UTC',
      reminderHours: [6],
    });
    await rsvp(guest.agent, event.slug, 'going');
    const start = await startOf(event.id);
    expect((await sweepAt(new Date(start.getTime() - 7 * HOUR)).execute()).notices).toBe(0);
    expect((await sweepAt(new Date(start.getTime() - 5 * HOUR)).execute()).notices).toBe(1);

    // Moved a day later: its reminder is due again before the new start, and only then.
    const form = (await host.agent.get(`/api/events/by-id/${event.id}`).expect(200)).body.form;
    await host.agent
      .put(`/api/events/${event.id}`)
      .send({ ...form, eventDate: '2030-07-02', slug: null })
      .expect(200);
    const moved = await startOf(event.id);
    expect(moved.getTime() - start.getTime()).toBe(24 * HOUR);
    expect((await sweepAt(new Date(start.getTime() - 4 * HOUR)).execute()).notices).toBe(0);
    expect((await sweepAt(new Date(moved.getTime() - 5 * HOUR)).execute()).notices).toBe(1);
    expect((await noticesOf(event.id)).map((n) => new Date(n.starts_at).getTime())).toEqual([
      start.getTime(),
      moved.getTime(),
    ]);

    // Turned off: nothing more.
    await host.agent
      .put(`/api/events/${event.id}`)
      .send({ ...form, eventDate: '2030-07-03', reminderHours: [], slug: null })
      .expect(200);
    const off = await startOf(event.id);
    expect((await sweepAt(new Date(off.getTime() - HOUR)).execute()).notices).toBe(0);

    const gone = await createEvent(host.agent, { date: '2030-07-01', startTime: '21:00', timeZone: 'UTC' });
    await rsvp(guest.agent, gone.slug, 'going');
    await host.agent.delete(`/api/events/${gone.id}`).expect(200);
    expect((await sweepAt(new Date(start.getTime() - HOUR)).execute()).notices).toBe(0);
  });

  it('refuses reminder times outside 1 to 168 hours, or more than 3', async () => {
    const res = await host.agent
      .post('/api/events')
      .send({ title: 'Bad Reminders', eventDate: '2030-06-15', reminderHours: [0, 200] })
      .expect(400);
    expect(res.body.errors).toContainEqual({
      field: 'reminderHours',
      message: 'Reminders must be whole hours from 1 to 168 before the start',
    });
    const form = (await host.agent.get(`/api/events/by-id/${(await createEvent(host.agent)).id}`).expect(200))
      .body.form;
    expect(form.reminderHours).toEqual([24, 2]);
  });

  it("pins the store's audience to the domain's receivesReminder over every response and status", async () => {
    const dueAt = new Date('2030-01-01T10:00:00Z');
    const cases: { response: RsvpResponse; status: RsvpStatus; createdAt: Date }[] = [];
    for (const response of RSVP_RESPONSES)
      for (const status of RSVP_STATUSES)
        for (const createdAt of [new Date(dueAt.getTime() - HOUR), dueAt, new Date(dueAt.getTime() + 1)])
          cases.push({ response, status, createdAt });
    const rows = await sql.query<{ i: number; receives: boolean }>(
      `select x.i, (${RECEIVES_REMINDER_SQL}) as receives
       from jsonb_to_recordset(?::jsonb) as r(i int, response text, status text, created_at timestamptz)
       cross join lateral (select r.i) x`,
      [
        dueAt,
        JSON.stringify(
          cases.map((c, i) => ({ i, response: c.response, status: c.status, created_at: c.createdAt })),
        ),
      ],
    );
    expect(rows.map((row) => row.receives)).toEqual(cases.map((c) => receivesReminder(c, { dueAt })));
  });

  it("the worker's scheduler sends a reminder that comes due, without being asked", async () => {
    const guest = await signUp(t);
    // Far from its reminder while the guest answers (so the worker's sweep finds nothing due yet);
    // the guest RSVP'd yesterday; then the night moves to start in 30 minutes: the 2 h reminder is due.
    const event = await createEvent(host.agent, {
      title: 'Scheduled Night',
      timeZone: 'UTC',
      reminderHours: [2],
    });
    await rsvp(guest.agent, event.slug, 'going');
    await sql.query('update rsvps set created_at = ? where event_id = ?', [
      new Date(Date.now() - 24 * HOUR),
      event.id,
    ]);
    await sql.query(
      "update events set starts_at = date_trunc('minute', now()) + interval '30 minutes' where id = ?",
      [event.id],
    );
    const mail = await smtp.waitFor((m) => m.to.includes(guest.email), 30_000);
    expect(mail.headers.subject).toBe('Reminder: Scheduled Night starts in 2 hours');
    expect((await noticesOf(event.id)).map((n) => n.user_id)).toEqual([guest.id]);
  });
});
