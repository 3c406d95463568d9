import { FixedClock } from '@nightlife/domain/testing';
import { ReleaseUnreconfirmedUseCase } from '@nightlife/domain';
import { SqlClient } from '../src/platform/database/sql-client';
import { SqlEventPlacesStore } from '../src/modules/rsvps';
import { rsvp, signUp } from './support/accounts';
import { createTestApp, type TestApp } from './support/create-test-app';
import { ownDatabase } from './support/own-database';
import { startSmtpTestServer, type SmtpTestServer } from './support/smtp-test-server';
import { waitUntil } from './support/wait-until';

const HOUR = 3_600_000;

// Day-of reconfirmation (issue 20 §4, ADR 0028) through the API and the workers: the reminder sweep
// asks the guests who RSVP'd before the question (inbox and one email), a guest reconfirms, and at
// the deadline the places of those who did not go to the waitlist.
describe('day-of reconfirmation', () => {
  let smtp: SmtpTestServer;
  let own: Awaited<ReturnType<typeof ownDatabase>>;
  let t: TestApp;
  let sql: SqlClient;

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
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
    await own.drop();
  });

  it('asks, keeps who answers, and releases the places of who does not to the waitlist', async () => {
    const [host, keeper, silent, late, waiting] = await Promise.all(
      Array.from({ length: 5 }, () => signUp(t)),
    );
    // The night starts in 4 hours: the question (6 h before) is out, the deadline (2 h before) ahead.
    const start = new Date(Math.ceil((Date.now() + 4 * HOUR) / 60_000) * 60_000);
    const created = await host.agent
      .post('/api/events')
      .send({
        title: 'Velvet Still Coming',
        eventDate: start.toISOString().slice(0, 10),
        startTime: start.toISOString().slice(11, 16),
        timeZone: 'UTC',
        unlimitedSpots: false,
        maxCapacity: 3,
        reconfirm: true,
        // No reminders: the question is the only notice the sweep sends here.
        reminderHours: [],
      })
      .expect(201);
    const event = { id: created.body.id as string, slug: created.body.slug as string };
    expect(created.body).toMatchObject({ reconfirm: true, reconfirmAskHours: 6, reconfirmDeadlineHours: 2 });
    const refused = await host.agent
      .post('/api/events')
      .send({
        title: 'Bad',
        date: '2030-06-15',
        reconfirm: true,
        reconfirmAskHours: 2,
        reconfirmDeadlineHours: 3,
      })
      .expect(400);
    expect(refused.body.errors).toEqual([
      {
        field: 'reconfirmDeadlineHours',
        message: 'The reconfirmation deadline must come after the question: fewer hours before the start',
      },
    ]);

    for (const guest of [keeper, silent, late]) await rsvp(guest.agent, event.slug, 'going');
    await waiting.agent.post(`/api/events/${event.slug}/waitlist`).send({}).expect(201);
    // The keeper and the silent one RSVP'd days ago; the late one after the question.
    await sql.query(
      `update rsvps set created_at = now() - interval '3 days' where event_id = ?::uuid and user_id = any(?::uuid[])`,
      [event.id, [keeper.id, silent.id]],
    );

    // The worker's reminder sweep asks the two, once each, in the inbox and by email.
    const asked = await waitUntil(
      async () => {
        const rows = await sql.query<{ user_id: string; email_status: string }>(
          `select user_id, email_status from rsvp_notices where event_id = ?::uuid and kind = 'reconfirm.asked'`,
          [event.id],
        );
        return rows.length === 2 && rows.every((row) => row.email_status === 'sent') ? rows : null;
      },
      'the question asked and mailed',
      20_000,
    );
    expect(asked.map((row) => row.user_id).sort()).toEqual([keeper.id, silent.id].sort());
    const mail = await smtp.waitFor(
      (m) => m.to.includes(keeper.email) && m.headers.subject.includes('Still coming'),
    );
    expect(mail.headers.subject).toBe('Still coming to Velvet Still Coming? Reconfirm your place');
    expect(mail.text).toContain(`/event/${event.slug}/ticket`);

    // The keeper answers (twice: the first time stays); the late one was not asked.
    const kept = await keeper.agent.post(`/api/events/${event.slug}/rsvp/reconfirm`).expect(200);
    expect(kept.body.reconfirmedAt).not.toBeNull();
    const again = await keeper.agent.post(`/api/events/${event.slug}/rsvp/reconfirm`).expect(200);
    expect(again.body.reconfirmedAt).toBe(kept.body.reconfirmedAt);
    const notAsked = await late.agent.post(`/api/events/${event.slug}/rsvp/reconfirm`).expect(409);
    expect(notAsked.body.code).toBe('RSVP.NOT_RECONFIRMABLE');
    await waiting.agent.post(`/api/events/${event.slug}/rsvp/reconfirm`).expect(409);
    const list = await host.agent.get(`/api/events/rsvps-with-users?eventId=${event.id}`).expect(200);
    const keeperRow = list.body.find((row: { userId: string }) => row.userId === keeper.id);
    expect(keeperRow.reconfirmedAt).toBe(kept.body.reconfirmedAt);

    // The deadline: the silent guest's place is released and offered to the waiting party.
    const release = new ReleaseUnreconfirmedUseCase(
      t.app.get(SqlEventPlacesStore),
      new FixedClock(new Date(start.getTime() - 1.5 * HOUR)),
    );
    const released = await release.execute({ eventId: event.id });
    expect(released.map((row) => row.userId)).toEqual([silent.id]);
    expect(await release.execute({ eventId: event.id })).toEqual([]);
    const statuses = await sql.query<{ user_id: string; status: string }>(
      'select user_id, status from rsvps where event_id = ?::uuid',
      [event.id],
    );
    expect(Object.fromEntries(statuses.map((row) => [row.user_id, row.status]))).toMatchObject({
      [keeper.id]: 'confirmed',
      [silent.id]: 'cancelled',
      [late.id]: 'confirmed',
    });
    const told = await smtp.waitFor(
      (m) => m.to.includes(silent.email) && m.headers.subject.includes('released'),
    );
    expect(told.headers.subject).toBe('Your place at Velvet Still Coming was released');
    const offer = await waitUntil(
      async () => (await waiting.agent.get(`/api/events/${event.slug}/waitlist`).expect(200)).body.offer,
      'the released place offered',
    );
    expect(offer.places).toBe(1);
  }, 40_000);
});
