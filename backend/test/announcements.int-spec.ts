import { randomBytes } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { fanOutAnnouncementJob } from '@nightlife/domain';
import {
  EmailAnnouncementJob,
  EMAIL_ATTEMPTS,
} from '../src/modules/announcements/jobs/email-announcement.job';
import { FanOutAnnouncementJob } from '../src/modules/announcements/jobs/fan-out-announcement.job';
import type { AppConfig } from '../src/platform/config/app-config';
import { loadConfig } from '../src/platform/config/load-config';
import { createRootLogger } from '../src/platform/logging/root-logger';
import { QueueFactory } from '../src/platform/queue/queue.factory';
import { createWorkerContext } from '../src/worker.module';
import { createEvent, rsvp, signUp, type SignedUpUser } from './support/accounts';
import { seedAttendees } from './support/announcement-seed';
import { createTestApp, type TestApp } from './support/create-test-app';
import { redisOrSkip } from './support/redis-or-skip';
import { startSmtpTestServer, type SmtpTestServer } from './support/smtp-test-server';
import { waitUntil } from './support/wait-until';

const tag = () => randomBytes(4).toString('hex');

interface Rsvps {
  [userId: string]: string;
}

async function rsvpIdsOf(host: SignedUpUser, eventId: string): Promise<Rsvps> {
  const res = await host.agent.get(`/api/events/rsvps-with-users?eventId=${eventId}`).expect(200);
  return Object.fromEntries(
    (res.body as { id: string; userId: string }[]).map((row) => [row.userId, row.id]),
  );
}

describe('announcements: sending, the inbox and delivery reports', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let host: SignedUpUser;
  let otherHost: SignedUpUser;
  let going: SignedUpUser;
  let goingNoEmail: SignedUpUser;
  let maybe: SignedUpUser;
  let cantGo: SignedUpUser;
  let event: { id: string; slug: string; title: string };
  let ids: Rsvps;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp({ runWorkers: true, smtpUrl: smtp.url, announcementsPerEventPerDay: 4 });
    [host, otherHost, going, goingNoEmail, maybe, cantGo] = await Promise.all(
      Array.from({ length: 6 }, () => signUp(t)),
    );
    await goingNoEmail.agent.put('/api/user/settings').send({ emailNotifications: false }).expect(200);
    event = await createEvent(host.agent, { title: 'Neon Static' });
    await rsvp(going.agent, event.slug, 'going');
    await rsvp(goingNoEmail.agent, event.slug, 'going');
    await rsvp(maybe.agent, event.slug, 'maybe');
    await rsvp(cantGo.agent, event.slug, 'cant_go');
    ids = await rsvpIdsOf(host, event.id);
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const send = (agent: SignedUpUser['agent'], body: Record<string, unknown>, eventId = event.id) =>
    agent.post(`/api/events/${eventId}/announcement`).send(body);

  it('refuses a visitor (401), and to another host and an attendee the event does not exist (404)', async () => {
    const body = { message: 'Hi', recipientIds: [ids[going.id]] };
    await t.request().post(`/api/events/${event.id}/announcement`).send(body).expect(401);
    for (const stranger of [otherHost, going]) {
      const res = await send(stranger.agent, body).expect(404);
      expect(res.body.code).toBe('EVENT.NOT_FOUND');
    }
    const unknown = await send(host.agent, body, '00000000-0000-7000-8000-000000000000').expect(404);
    expect(unknown.body.code).toBe('EVENT.NOT_FOUND');
  });

  it('refuses a blank message, no recipients, and ids that are not RSVPs of this event, storing nothing', async () => {
    const blank = await send(host.agent, { message: '   ', recipientIds: [ids[going.id]] }).expect(400);
    expect(blank.body.code).toBe('VALIDATION.FAILED');
    const none = await send(host.agent, { message: 'Hi', recipientIds: [] }).expect(400);
    expect(none.body.code).toBe('VALIDATION.FAILED');
    const long = await send(host.agent, { message: 'x'.repeat(2001), recipientIds: [ids[going.id]] }).expect(
      400,
    );
    expect(long.body.code).toBe('VALIDATION.FAILED');

    const elsewhere = await createEvent(otherHost.agent);
    await rsvp(going.agent, elsewhere.slug, 'going');
    const foreign = Object.values(await rsvpIdsOf(otherHost, elsewhere.id));
    const refused = await send(host.agent, {
      message: 'Hi',
      recipientIds: [ids[going.id], ...foreign],
    }).expect(400);
    expect(refused.body).toMatchObject({
      code: 'ANNOUNCEMENT.RECIPIENTS_INVALID',
      detail: '1 recipient is not an RSVP of this event. Nothing was sent.',
    });
    const stored = await t.orm.em
      .fork()
      .execute(`select id from announcements where event_id = ?`, [event.id]);
    expect(stored).toEqual([]);
  });

  it('delivers to the selected attendees’ inboxes, emails those who want it once, and reports it to the host', async () => {
    const recipients = [ids[going.id], ids[goingNoEmail.id], ids[maybe.id]];
    const res = await send(host.agent, { message: '  Doors open at 9!  ', recipientIds: recipients }).expect(
      202,
    );
    expect(res.body).toMatchObject({ recipientCount: 3 });
    const announcementId = res.body.id as string;

    const inbox = await waitUntil(async () => {
      const body = (await going.agent.get('/api/notifications').expect(200)).body;
      return body.notifications.length > 0 ? body : null;
    }, 'the inbox delivery');
    expect(inbox).toMatchObject({
      unreadCount: 1,
      notifications: [
        {
          eventId: event.id,
          eventTitle: 'Neon Static',
          eventSlug: event.slug,
          hostName: 'Nova Reyes',
          message: 'Doors open at 9!',
          readAt: null,
        },
      ],
    });
    expect((await going.agent.get('/api/notifications/unread-count').expect(200)).body).toEqual({
      unreadCount: 1,
    });
    // Not selected: nothing.
    expect((await cantGo.agent.get('/api/notifications').expect(200)).body).toEqual({
      notifications: [],
      unreadCount: 0,
    });

    const mail = await smtp.waitFor((received) => received.to.includes(going.email));
    expect(mail.headers).toMatchObject({
      subject: 'Neon Static: announcement from Nova Reyes',
      'message-id': `<announcements.${announcementId}.${ids[going.id]}@nightlife.local>`,
    });
    expect(mail.body).toContain('Doors open at 9!');
    await smtp.waitFor((received) => received.to.includes(maybe.email));

    // Someone else's notification does not exist; one's own is marked read.
    const notificationId = inbox.notifications[0].id as string;
    const foreign = await maybe.agent.post(`/api/notifications/${notificationId}/read`).expect(404);
    expect(foreign.body.code).toBe('NOTIFICATION.NOT_FOUND');
    expect((await going.agent.post(`/api/notifications/${notificationId}/read`).expect(200)).body).toEqual({
      unreadCount: 0,
    });
    expect((await maybe.agent.post('/api/notifications/read-all').expect(200)).body).toEqual({
      unreadCount: 0,
    });

    const list = await waitUntil(async () => {
      const body = (await host.agent.get(`/api/events/${event.id}/announcements`).expect(200)).body;
      return body[0]?.counts.emailed === 2 ? body : null;
    }, 'both emails reported');
    expect(list[0]).toMatchObject({
      id: announcementId,
      message: 'Doors open at 9!',
      recipientCount: 3,
      counts: { queued: 0, delivered: 3, emailed: 2, failed: 0, read: 2 },
    });
    const report = (
      await host.agent.get(`/api/events/${event.id}/announcements/${announcementId}/recipients`).expect(200)
    ).body as { rsvpId: string; inApp: string; email: string; readAt: string | null }[];
    expect(report.map(({ rsvpId, inApp, email }) => ({ rsvpId, inApp, email }))).toEqual([
      { rsvpId: ids[going.id], inApp: 'delivered', email: 'sent' },
      { rsvpId: ids[goingNoEmail.id], inApp: 'delivered', email: 'none' },
      { rsvpId: ids[maybe.id], inApp: 'delivered', email: 'sent' },
    ]);
    expect(report.map((row) => row.readAt !== null)).toEqual([true, false, true]);

    // Give a duplicate the time to arrive, then count: one email per recipient who wants it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.filter((m) => m.headers['message-id']?.includes(announcementId))).toHaveLength(2);
  });

  it('shows the delivery reports to the host only', async () => {
    const [announcement] = (await host.agent.get(`/api/events/${event.id}/announcements`).expect(200)).body;
    const paths = [
      `/api/events/${event.id}/announcements`,
      `/api/events/${event.id}/announcements/${announcement.id}/recipients`,
    ];
    for (const path of paths) {
      await t.request().get(path).expect(401);
      for (const stranger of [otherHost, going]) {
        expect((await stranger.agent.get(path).expect(404)).body.code).toBe('EVENT.NOT_FOUND');
      }
    }
    const unknown = await host.agent
      .get(`/api/events/${event.id}/announcements/00000000-0000-7000-8000-000000000000/recipients`)
      .expect(404);
    expect(unknown.body.code).toBe('ANNOUNCEMENT.NOT_FOUND');
    await host.agent.get(`/api/events/${event.id}/announcements/nope/recipients`).expect(400);
  });

  it('keeps the inbox to signed-in users and refuses a malformed notification id', async () => {
    await t.request().get('/api/notifications').expect(401);
    await t.request().get('/api/notifications/unread-count').expect(401);
    await t.request().post('/api/notifications/read-all').expect(401);
    await going.agent.post('/api/notifications/nope/read').expect(400);
    await going.agent.get('/api/notifications?limit=0').expect(400);
    // The host received nothing.
    expect((await host.agent.get('/api/notifications').expect(200)).body.unreadCount).toBe(0);
  });

  it('limits announcements per event per day with a 429', async () => {
    const body = { message: 'Again', recipientIds: [ids[cantGo.id]] };
    // One was sent above; the limit is 4 in this suite.
    for (let i = 0; i < 3; i += 1) await send(host.agent, body).expect(202);
    const refused = await send(host.agent, body).expect(429);
    expect(refused.body).toMatchObject({
      code: 'ANNOUNCEMENT.DAILY_LIMIT',
      detail: 'This event has sent its 4 announcements for the last 24 hours. Please try again later.',
    });
    // The first of the four leaves the 24-hour window a little under a day from now.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
  });
  it('keeps to the limit when sends race each other', async () => {
    const racing = await createEvent(host.agent);
    await rsvp(going.agent, racing.slug, 'going');
    const [only] = Object.values(await rsvpIdsOf(host, racing.id));
    const answers = await Promise.all(
      Array.from({ length: 7 }, () =>
        host.agent
          .post(`/api/events/${racing.id}/announcement`)
          .send({ message: 'Race', recipientIds: [only] }),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([202, 202, 202, 202, 429, 429, 429]);
  });
});

describe('announcement emails that keep failing', () => {
  let t: TestApp;

  beforeAll(async () => {
    // A port nothing listens on.
    const probe = await startSmtpTestServer();
    await probe.close();
    t = await createTestApp({ runWorkers: false, smtpUrl: `smtp://127.0.0.1:${probe.port}` });
  });

  afterAll(() => t.close());

  it('end as failed after the last attempt, with the reason shown to the host', async () => {
    const host = await signUp(t);
    const guest = await signUp(t);
    const event = await createEvent(host.agent);
    await rsvp(guest.agent, event.slug, 'going');
    const ids = await rsvpIdsOf(host, event.id);
    const sent = await host.agent
      .post(`/api/events/${event.id}/announcement`)
      .send({ message: 'Hi', recipientIds: [ids[guest.id]] })
      .expect(202);
    const em = t.orm.em.fork();
    // The fan-out runs here by hand (this API runs no workers).
    await t.app.get(FanOutAnnouncementJob).handle({ announcementId: sent.body.id });
    const [delivery] = await em.execute<{ id: string }[]>(
      `select id from announcement_deliveries where announcement_id = ?`,
      [sent.body.id],
    );
    const job = t.app.get(EmailAnnouncementJob);
    await expect(job.handle({ deliveryId: delivery.id }, { jobId: 'x', attempt: 1 })).rejects.toThrow();
    await expect(
      job.handle({ deliveryId: delivery.id }, { jobId: 'x', attempt: EMAIL_ATTEMPTS }),
    ).rejects.toThrow();

    const [summary] = (await host.agent.get(`/api/events/${event.id}/announcements`).expect(200)).body;
    expect(summary.counts).toMatchObject({ queued: 0, delivered: 1, emailed: 0, failed: 1 });
    const [recipient] = (
      await host.agent.get(`/api/events/${event.id}/announcements/${sent.body.id}/recipients`).expect(200)
    ).body;
    expect(recipient).toMatchObject({
      email: 'failed',
      emailError: expect.stringMatching(/ECONNREFUSED|connect/i),
    });
  });
});

/**
 * The fan-out on each queue backend, in a separate worker process context next to an API
 * without workers: every recipient gets exactly one delivery and one email job, and running
 * the same fan-out again (a retry, or a re-publish after its BullMQ job was removed) adds none.
 */
function fanOutSuite(backend: 'redis' | 'postgres') {
  const backendConfig: Partial<AppConfig> = backend === 'postgres' ? { redisUrl: null } : {};
  let api: TestApp;
  let worker: INestApplicationContext;
  let smtp: SmtpTestServer;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    api = await createTestApp({ ...backendConfig, runWorkers: false, smtpUrl: smtp.url });
    worker = await createWorkerContext(
      { ...loadConfig(process.env), ...backendConfig, smtpUrl: smtp.url },
      { logger: createRootLogger({ logLevel: 'error' }) },
    );
  });

  afterAll(async () => {
    await worker.close();
    await api.close();
    await smtp.close();
  });

  it(`creates each delivery once even when the fan-out runs again (${backend})`, async () => {
    const host = await signUp(api);
    const event = await createEvent(host.agent);
    const recipients = await seedAttendees(api.orm, event.id, 1200, {
      tag: `${backend}${tag()}`,
      emailOffEvery: 4,
    });
    const started = Date.now();
    const res = await host.agent
      .post(`/api/events/${event.id}/announcement`)
      .send({ message: 'Last call!', recipientIds: recipients })
      .expect(202);
    const answeredMs = Date.now() - started;
    const announcementId = res.body.id as string;
    const em = api.orm.em.fork();
    const count = async () =>
      (
        await em.execute<{ deliveries: number; distinct: number; mails: number }[]>(
          `select count(*)::int as deliveries, count(distinct rsvp_id)::int as distinct,
                  (count(*) filter (where email_status <> 'none'))::int as mails
           from announcement_deliveries where announcement_id = ?`,
          [announcementId],
        )
      )[0];
    await waitUntil(async () => (await count()).deliveries === 1200, 'every delivery', 60_000);

    // Run the same fan-out again under a new BullMQ job id, as a re-publish would.
    const queue = worker.get(QueueFactory).createQueue(fanOutAnnouncementJob.name);
    await queue.add(fanOutAnnouncementJob.name, { announcementId }, { jobId: `again-${announcementId}` });
    await waitUntil(
      async () => (await queue.getJob(`again-${announcementId}`))?.isCompleted(),
      'the second run',
    );

    expect(await count()).toEqual({ deliveries: 1200, distinct: 1200, mails: 900 });
    const [jobs] = await em.execute<{ rows: number; deterministic: number }[]>(
      `select count(*)::int as rows,
              (count(*) filter (where o.id = md5('announcements.email:' || d.announcement_id || ':' || d.rsvp_id)::uuid))::int as deterministic
       from job_outbox o join announcement_deliveries d on d.id = (o.payload->>'deliveryId')::uuid
       where d.announcement_id = ?`,
      [announcementId],
    );
    expect(jobs).toEqual({ rows: 900, deterministic: 900 });
    // The answer only stored the announcement: it did not wait for 1,200 deliveries.
    expect(answeredMs).toBeLessThan(2_000);

    await waitUntil(
      async () =>
        smtp.received.filter((m) => m.headers['message-id']?.includes(announcementId)).length >= 900,
      'every email',
      90_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const ids = smtp.received
      .map((m) => m.headers['message-id'])
      .filter((id) => id?.includes(announcementId));
    expect(new Set(ids).size).toBe(900);
    expect(ids).toHaveLength(900);
  }, 180_000);
}

redisOrSkip('announcement fan-out on the Redis backend', () => fanOutSuite('redis'));
describe('announcement fan-out on the BullMQ PostgreSQL backend', () => fanOutSuite('postgres'));
