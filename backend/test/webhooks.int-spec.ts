import { WEBHOOK_RETRY_DELAYS_MS, type IdGenerator } from '@nightlife/domain';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FixedClock } from '@nightlife/domain/testing';
import { SqlClient } from '../src/platform/database/sql-client';
import { ID_GENERATOR } from '../src/platform/kernel/kernel.tokens';
import { WebhookDeliveries, WebhookSender } from '../src/modules/webhooks';
import { WebhookSecrets } from '../src/modules/webhooks/webhook-secrets';
import { verifyWebhookSignature } from '../src/modules/webhooks/webhook-signature';
import { EmailWebhookDisabledJob } from '../src/modules/webhooks/jobs/webhook.jobs';
import { createEvent, rsvp, signUp, type SignedUpUser } from './support/accounts';
import { createTestApp, type TestApp } from './support/create-test-app';
import { ownDatabase } from './support/own-database';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';
import { waitUntil } from './support/wait-until';

const HOUR = 3_600_000;

const register = (user: SignedUpUser, body: Record<string, unknown>) =>
  user.agent.post('/api/webhooks').send(body);

function verified(secret: string, call: { headers: Record<string, unknown>; body: string }): boolean {
  return verifyWebhookSignature(
    secret,
    String(call.headers['webhook-signature']),
    String(call.headers['webhook-id']),
    Number(call.headers['webhook-timestamp']),
    call.body,
  );
}

// Signed webhooks (issue 23 §2, ADR 0037) against a real local receiver. The tests allow the
// loopback address 127.0.0.1 by WEBHOOK_ALLOWED_HOSTS; `localhost` stays refused.
describe('webhooks: signed deliveries with the change, to the right endpoints', () => {
  let own: Awaited<ReturnType<typeof ownDatabase>>;
  let t: TestApp;
  let receiver: WebhookReceiver;
  let host: SignedUpUser;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    own = await ownDatabase();
    t = await createTestApp({
      runWorkers: true,
      databaseUrl: own.databaseUrl,
      queuePrefix: own.queuePrefix,
      webhookAllowedHosts: ['127.0.0.1'],
    });
    host = await signUp(t);
  });

  afterAll(async () => {
    await t.close();
    await receiver.close();
    await own.drop();
  });

  it('delivers an RSVP, its change and its cancellation, signed, once per endpoint, with stable ids', async () => {
    const event = await createEvent(host.agent);
    const created = await register(host, {
      url: `${receiver.origin}/all`,
      events: ['rsvp.created', 'rsvp.changed', 'rsvp.cancelled', 'event.updated'],
    }).expect(201);
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created.body).toMatchObject({ state: 'active', eventId: null, url: `${receiver.origin}/all` });
    const list = await host.agent.get('/api/webhooks').expect(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0].secret).toBeUndefined();

    const guest = await signUp(t);
    await rsvp(guest.agent, event.slug, 'going');
    await guest.agent.patch(`/api/events/${event.slug}/rsvp`).send({
      guestName: 'Guest',
      guestEmail: null,
      response: 'maybe',
      emoji: null,
      message: null,
      plusOnes: 0,
    });
    await guest.agent.delete(`/api/events/${event.slug}/rsvp`).expect(204);
    await host.agent
      .put(`/api/events/${event.id}`)
      .send({ title: 'Renamed night', date: '2030-06-15' })
      .expect(200);

    const calls = await receiver.waitFor('/all', 4);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const bodies = receiver.on('/all').map((call) => JSON.parse(call.body));
    const types = bodies.map((body) => body.type).sort();
    expect(types).toEqual(['event.updated', 'rsvp.cancelled', 'rsvp.changed', 'rsvp.created']);
    for (const call of calls) {
      expect(verified(created.body.secret, call)).toBe(true);
      expect(call.headers['content-type']).toBe('application/json');
      expect(Math.abs(Number(call.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    }
    const createdBody = bodies.find((body) => body.type === 'rsvp.created');
    expect(createdBody.data).toMatchObject({ eventId: event.id, userId: guest.id, response: 'going' });
    expect(bodies.find((body) => body.type === 'event.updated').data.title).toBe('Renamed night');

    // The deliveries view shows each with its attempt; the ids are the webhook-id headers.
    const deliveries = await host.agent.get(`/api/webhooks/${created.body.id}/deliveries`).expect(200);
    expect(deliveries.body).toHaveLength(4);
    expect(deliveries.body.map((d: { id: string }) => d.id).sort()).toEqual(
      calls.map((call) => call.headers['webhook-id']).sort(),
    );
    for (const delivery of deliveries.body) {
      expect(delivery).toMatchObject({
        state: 'delivered',
        attempts: [{ attempt: 1, statusCode: 204, error: null }],
      });
    }

    // Replay: a new attempt now, with the same webhook-id and a valid signature.
    const first = deliveries.body[0];
    await host.agent
      .post(`/api/webhooks/${created.body.id}/deliveries/${first.id}/replay`)
      .expect(202, { attempt: 2 });
    const replayed = await receiver.waitFor('/all', 5);
    expect(replayed[4].headers['webhook-id']).toBe(first.id);
    expect(verified(created.body.secret, replayed[4])).toBe(true);
  });

  it('a per-event endpoint hears only of its event; another host can neither see, delete nor replay it', async () => {
    const [mine, other] = [await createEvent(host.agent), await createEvent(host.agent)];
    const stranger = await signUp(t);
    const strangerEvent = await createEvent(stranger.agent);
    await register(stranger, {
      url: `${receiver.origin}/x`,
      events: ['rsvp.created'],
      eventId: mine.id,
    }).expect(404);
    const only = await register(host, {
      url: `${receiver.origin}/one`,
      events: ['rsvp.created'],
      eventId: mine.id,
    }).expect(201);

    const guest = await signUp(t);
    await rsvp(guest.agent, other.slug, 'going');
    await rsvp(guest.agent, strangerEvent.slug, 'going');
    await rsvp(guest.agent, mine.slug, 'going');
    const calls = await receiver.waitFor('/one', 1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(receiver.on('/one')).toHaveLength(1);
    expect(JSON.parse(calls[0].body).data.eventId).toBe(mine.id);

    const deliveries = await host.agent.get(`/api/webhooks/${only.body.id}/deliveries`).expect(200);
    await stranger.agent.get(`/api/webhooks/${only.body.id}/deliveries`).expect(404);
    await stranger.agent
      .post(`/api/webhooks/${only.body.id}/deliveries/${deliveries.body[0].id}/replay`)
      .expect(404);
    await stranger.agent.post(`/api/webhooks/${only.body.id}/secret`).expect(404);
    await stranger.agent.delete(`/api/webhooks/${only.body.id}`).expect(404);
    expect((await stranger.agent.get('/api/webhooks').expect(200)).body).toEqual([]);
    await host.agent.delete(`/api/webhooks/${only.body.id}`).expect(204);
    await host.agent.get(`/api/webhooks/${only.body.id}/deliveries`).expect(404);
  });

  it('delivers each of many concurrent RSVPs once (batched saves and lost races write no extra change)', async () => {
    const event = await createEvent(host.agent, { unlimitedSpots: false, maxCapacity: 100 });
    await register(host, {
      url: `${receiver.origin}/rush`,
      events: ['rsvp.created'],
      eventId: event.id,
    }).expect(201);
    const guests = await Promise.all(Array.from({ length: 12 }, () => signUp(t)));
    await Promise.all(guests.map((guest) => rsvp(guest.agent, event.slug, 'going')));
    await receiver.waitFor('/rush', guests.length);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const calls = receiver.on('/rush');
    expect(calls).toHaveLength(guests.length);
    const users = calls.map((call) => JSON.parse(call.body).data.userId).sort();
    expect(users).toEqual(guests.map((guest) => guest.id).sort());
    expect(new Set(calls.map((call) => call.headers['webhook-id'])).size).toBe(guests.length);
  });

  it('tells of check-ins and of an announcement reaching its recipients', async () => {
    const event = await createEvent(host.agent);
    const endpoint = await register(host, {
      url: `${receiver.origin}/door`,
      events: ['checkin.created', 'announcement.delivered'],
      eventId: event.id,
    }).expect(201);
    const guest = await signUp(t);
    const res = await guest.agent
      .post(`/api/events/${event.slug}/rsvp`)
      .send({
        guestName: 'Guest',
        guestEmail: null,
        response: 'going',
        emoji: null,
        message: null,
        plusOnes: 0,
      })
      .expect(201);
    await host.agent.patch(`/api/rsvps/${res.body.id}/status`).send({ status: 'checked_in' }).expect(200);
    await host.agent
      .post(`/api/events/${event.id}/announcement`)
      .send({ message: 'Doors open', recipientIds: [res.body.id] })
      .expect(202);
    const calls = await receiver.waitFor('/door', 2);
    const bodies = calls.map((call) => JSON.parse(call.body));
    expect(bodies.map((body) => body.type).sort()).toEqual(['announcement.delivered', 'checkin.created']);
    expect(bodies.find((body) => body.type === 'checkin.created').data).toMatchObject({
      rsvpId: res.body.id,
      status: 'checked_in',
    });
    expect(bodies.find((body) => body.type === 'announcement.delivered').data).toMatchObject({
      eventId: event.id,
      recipients: 1,
    });
    for (const call of calls) expect(verified(endpoint.body.secret, call)).toBe(true);
  });

  it('refuses private addresses at registration and at delivery (a name that rebinds to 127.0.0.1)', async () => {
    const refused = async (url: string) => {
      const res = await register(host, { url, events: ['rsvp.created'] }).expect(400);
      return res.body.errors?.[0]?.message ?? res.body.detail;
    };
    expect(await refused('http://example.com/')).toMatch(/https/);
    for (const url of [
      'https://localhost/',
      'https://10.0.0.8/',
      'https://192.168.1.1/',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[fe80::1]/',
      'https://[fd00::1]/',
      'https://0.0.0.0/',
      'https://224.0.0.1/',
    ]) {
      expect(await refused(url)).toMatch(/not reachable from the internet/);
    }

    // A name that resolves to a public address when registered and to loopback when delivered.
    const sender = t.app.get(WebhookSender);
    const system = sender.resolveAll;
    let rebound = false;
    sender.resolveAll = async (name) =>
      name === 'rebind.example'
        ? [{ address: rebound ? '127.0.0.1' : '93.184.215.14', family: 4 }]
        : system(name);
    try {
      const event = await createEvent(host.agent);
      const endpoint = await register(host, {
        url: 'https://rebind.example/hook',
        events: ['rsvp.created'],
        eventId: event.id,
      }).expect(201);
      rebound = true;
      const guest = await signUp(t);
      await rsvp(guest.agent, event.slug, 'going');
      const [delivery] = await waitUntil(async () => {
        const rows = (await host.agent.get(`/api/webhooks/${endpoint.body.id}/deliveries`).expect(200)).body;
        return rows.length === 1 && rows[0].attempts.length === 1 ? rows : null;
      }, 'the refused attempt');
      expect(delivery.state).toBe('pending');
      expect(delivery.attempts[0]).toMatchObject({
        statusCode: null,
        error: expect.stringMatching(/refused.*loopback address 127\.0\.0\.1/),
      });
      expect(delivery.nextAttemptAt).not.toBeNull();
      // The worker's retry sweep makes the second attempt 5 s later, refused again.
      const retried = await waitUntil(async () => {
        const rows = (await host.agent.get(`/api/webhooks/${endpoint.body.id}/deliveries`).expect(200)).body;
        return rows[0].attempts.length === 2 ? rows[0] : null;
      }, 'the retry');
      const [first, second] = retried.attempts;
      expect(Date.parse(second.at) - Date.parse(first.at)).toBeGreaterThanOrEqual(5_000);
      expect(second.error).toMatch(/refused/);
    } finally {
      sender.resolveAll = system;
    }
  });
});

// Retries on the webhook schedule, and disabling after a day, driven with a fixed clock: no
// worker runs here; the test plays the worker's part (fan-out, attempts, sweeps) at chosen times.
describe('webhooks: retries for a day on a schedule, then the endpoint is disabled and its owner told', () => {
  let own: Awaited<ReturnType<typeof ownDatabase>>;
  let t: TestApp;
  let receiver: WebhookReceiver;
  let sql: SqlClient;
  const mailOutboxDir = mkdtempSync(path.join(tmpdir(), 'webhook-mail-'));

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    own = await ownDatabase();
    t = await createTestApp({
      runWorkers: false,
      runOutboxRelay: false,
      databaseUrl: own.databaseUrl,
      queuePrefix: own.queuePrefix,
      webhookAllowedHosts: ['127.0.0.1'],
      smtpUrl: null,
      mailOutboxDir,
    });
    sql = t.app.get(SqlClient);
  });

  afterAll(async () => {
    await t.close();
    await receiver.close();
    await own.drop();
  });

  const deliveriesAt = (now: Date) =>
    new WebhookDeliveries(
      sql,
      new FixedClock(now),
      t.app.get<IdGenerator>(ID_GENERATOR),
      t.app.get(WebhookSecrets),
      t.app.get(WebhookSender),
    );
  const pendingJobs = (name: string) =>
    sql.query<{ id: string; payload: Record<string, unknown> }>(
      'select id, payload from job_outbox where job_name = ? and sent_at is null order by created_at, id',
      [name],
    );
  const markSent = (ids: string[]) =>
    sql.query('update job_outbox set sent_at = now() where id = any(?::uuid[])', [ids]);

  it('writes the fan-out with the RSVP, retries 5 s, 5 min, 30 min, 2 h, 5 h, 10 h apart, then disables', async () => {
    const host = await signUp(t);
    const event = await createEvent(host.agent);
    const endpoint = await host.agent
      .post('/api/webhooks')
      .send({ url: `${receiver.origin}/down`, events: ['rsvp.created'] })
      .expect(201);
    receiver.statusFor.set('/down', 503);
    const guest = await signUp(t);
    await rsvp(guest.agent, event.slug, 'going');

    // The RSVP's save wrote one fan-out job; running it twice makes one delivery and one job.
    const [fanOut] = await pendingJobs('webhooks.fan-out');
    expect(fanOut.payload).toMatchObject({ type: 'rsvp.created', eventId: event.id });
    let now = new Date();
    await deliveriesAt(now).fanOut(fanOut.payload as never);
    await deliveriesAt(now).fanOut(fanOut.payload as never);
    await markSent([fanOut.id]);
    const firstJobs = await pendingJobs('webhooks.deliver');
    expect(firstJobs).toHaveLength(1);
    const deliveryId = firstJobs[0].payload.deliveryId as string;

    // Attempt 1 now; a re-run of the same job makes no second request.
    expect(await deliveriesAt(now).attempt({ deliveryId, attempt: 1 })).toMatchObject({
      made: true,
      delivered: false,
      statusCode: 503,
    });
    expect(await deliveriesAt(now).attempt({ deliveryId, attempt: 1 })).toEqual({ made: false });
    await markSent(firstJobs.map((job) => job.id));
    expect(receiver.on('/down')).toHaveLength(1);

    for (const [i, delay] of WEBHOOK_RETRY_DELAYS_MS.entries()) {
      const attempt = i + 2;
      // Not due a millisecond early.
      expect(await deliveriesAt(new Date(now.getTime() + delay - 1)).sweep()).toBe(0);
      now = new Date(now.getTime() + delay);
      expect(await deliveriesAt(now).sweep()).toBe(1);
      expect(await deliveriesAt(now).sweep()).toBe(0);
      const jobs = await pendingJobs('webhooks.deliver');
      expect(jobs.map((job) => job.payload)).toEqual([{ deliveryId, attempt }]);
      await markSent(jobs.map((job) => job.id));
      await deliveriesAt(now).attempt({ deliveryId, attempt });
      const [state] = await sql.query<{ disabled_at: Date | null }>(
        'select disabled_at from webhook_endpoints where id = ?',
        [endpoint.body.id],
      );
      // Failing since attempt 1: disabled at the first failure a day or more later.
      const failingFor = WEBHOOK_RETRY_DELAYS_MS.slice(0, i + 1).reduce((sum, ms) => sum + ms, 0);
      expect(state.disabled_at !== null).toBe(failingFor >= 24 * HOUR);
    }
    expect(receiver.on('/down')).toHaveLength(8);

    const [view] = (await host.agent.get(`/api/webhooks/${endpoint.body.id}/deliveries`).expect(200)).body;
    expect(view.state).toBe('failed');
    expect(view.attempts.map((a: { attempt: number }) => a.attempt)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(view.attempts[0]).toMatchObject({ statusCode: 503, error: null });
    expect(view.attempts[0].responseExcerpt.length).toBeLessThanOrEqual(1024);
    expect(view.attempts[0].responseExcerpt).toMatch(/^nope x+$/);
    const listed = (await host.agent.get('/api/webhooks').expect(200)).body[0];
    expect(listed).toMatchObject({ state: 'disabled' });
    const mails = await pendingJobs('webhooks.disabled-email');
    expect(mails.map((job) => job.payload)).toEqual([
      { endpointId: endpoint.body.id, disabledAt: listed.disabledAt },
    ]);
    // The owner's mail, once however often the job runs (its idempotency key names the file).
    const mailJob = t.app.get(EmailWebhookDisabledJob);
    await mailJob.handle(mails[0].payload as never);
    await mailJob.handle(mails[0].payload as never);
    const files = readdirSync(mailOutboxDir);
    expect(files).toEqual([`webhooks.disabled.${endpoint.body.id}.${Date.parse(listed.disabledAt)}.eml`]);
    expect(readFileSync(path.join(mailOutboxDir, files[0]), 'utf8')).toContain(`${receiver.origin}/down`);

    // A disabled endpoint is not swept any more, but its owner may replay a delivery by hand.
    receiver.statusFor.set('/down', 200);
    expect(await deliveriesAt(new Date(now.getTime() + 30 * HOUR)).sweep()).toBe(0);
    await host.agent
      .post(`/api/webhooks/${endpoint.body.id}/deliveries/${deliveryId}/replay`)
      .expect(202, { attempt: 9 });
    const [replay] = await pendingJobs('webhooks.deliver');
    expect(replay.payload).toEqual({ deliveryId, attempt: 9, replay: true });
    expect(await deliveriesAt(now).attempt(replay.payload as never)).toMatchObject({
      delivered: true,
      statusCode: 200,
    });
  });

  it('signs with both secrets for a day after a roll', async () => {
    const host = await signUp(t);
    const event = await createEvent(host.agent);
    const endpoint = await host.agent
      .post('/api/webhooks')
      .send({ url: `${receiver.origin}/roll`, events: ['rsvp.created'], eventId: event.id })
      .expect(201);
    const rolled = await host.agent.post(`/api/webhooks/${endpoint.body.id}/secret`).expect(201);
    expect(rolled.body.secret).not.toBe(endpoint.body.secret);
    const guest = await signUp(t);
    await rsvp(guest.agent, event.slug, 'going');
    const [fanOut] = (await pendingJobs('webhooks.fan-out')).filter(
      (job) => job.payload.eventId === event.id,
    );
    const now = new Date();
    await deliveriesAt(now).fanOut(fanOut.payload as never);
    const [job] = (await pendingJobs('webhooks.deliver')).filter(
      (j) => !(j.payload as { replay?: boolean }).replay,
    );
    await deliveriesAt(now).attempt(job.payload as never);
    const [call] = receiver.on('/roll');
    expect(String(call.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verified(endpoint.body.secret, call)).toBe(true);
    expect(verified(rolled.body.secret, call)).toBe(true);
  });
});
