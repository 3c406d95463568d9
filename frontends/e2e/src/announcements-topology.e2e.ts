// Announcements across the production topology: two built API replicas (workers off) and a
// separate built worker process on one PostgreSQL database and one queue backend (Redis when
// REDIS_URL is set, else BullMQ's PostgreSQL backend). Every request alternates between the
// replicas, so a session, an announcement, its fan-out job and the inbox all cross processes;
// the announcement integration scenario (backend/test/announcements.int-spec.ts) must hold.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  backendEntry,
  freePort,
  freshDatabase,
  removeQueueKeys,
  startProcess,
  stopProcess,
  until,
  waitForHealth,
  workerEntry,
} from './support/product.ts';

let turn = 0;

/** A cookie-keeping client whose every request goes to the next replica in turn. */
function client(replicas: string[]) {
  let cookie = '';
  return async function request(method: string, url: string, body?: unknown) {
    const base = replicas[turn++ % replicas.length];
    const response = await fetch(`${base}${url}`, {
      method,
      // Same-origin, as a browser on that replica would send.
      headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = response.headers.getSetCookie().find((value) => value.startsWith('nightlife.sid='));
    if (set) cookie = set.split(';')[0];
    const text = await response.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads the JSON answers field by field
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, any>) : null };
  };
}
type Client = ReturnType<typeof client>;

const backends = process.env.REDIS_URL
  ? [{ name: 'Redis queue backend', redisUrl: process.env.REDIS_URL }]
  : [{ name: 'PostgreSQL queue backend', redisUrl: undefined }];

for (const backend of backends) {
  describe(`announcements on two API replicas + a worker process (${backend.name})`, () => {
    const prefix = `announce_${randomBytes(4).toString('hex')}`;
    const cleanups: Array<() => Promise<unknown>> = [];
    const replicas: string[] = [];
    let mailDir: string;
    let logs: Array<() => string> = [];

    before(async () => {
      const database = await freshDatabase();
      cleanups.push(database.drop);
      mailDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nightlife-announce-mail-'));
      cleanups.push(() => fs.rm(mailDir, { recursive: true, force: true }));
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DATABASE_URL: database.url,
        QUEUE_PREFIX: prefix,
        SESSION_SECRET: randomBytes(32).toString('hex'),
        MAIL_OUTBOX_DIR: mailDir,
        ANNOUNCEMENTS_PER_EVENT_PER_DAY: '2',
        RATE_LIMIT_SIGNUP: '1000/60',
        LOG_LEVEL: 'warn',
      };
      delete env.REDIS_URL;
      delete env.SMTP_URL;
      if (backend.redisUrl) {
        env.REDIS_URL = backend.redisUrl;
        cleanups.push(() => removeQueueKeys(backend.redisUrl!, prefix));
      }
      for (let i = 0; i < 2; i += 1) {
        const port = await freePort();
        const url = `http://127.0.0.1:${port}`;
        // The first replica migrates; the second starts once it is healthy.
        const api = startProcess(backendEntry, {
          ...env,
          PORT: String(port),
          MIGRATE_ON_BOOT: i === 0 ? 'true' : 'false',
          RUN_WORKERS: 'false',
        });
        cleanups.push(() => stopProcess(api.child));
        logs.push(api.log);
        await waitForHealth(url, api.child, api.log);
        replicas.push(url);
      }
      const worker = startProcess(workerEntry, env);
      logs.push(worker.log);
      cleanups.push(() => stopProcess(worker.child));
    });

    after(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(error));
      logs = [];
    });

    async function signUp(firstName: string): Promise<{ request: Client; id: string; email: string }> {
      const request = client(replicas);
      const tag = randomBytes(4).toString('hex');
      const email = `${firstName.toLowerCase()}.${tag}@example.com`;
      const res = await request('POST', '/api/signup', {
        username: `${firstName.toLowerCase()}_${tag}`,
        firstName,
        lastName: 'Test',
        email,
        password: 'correct horse 42',
      });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      return { request, id: res.body!.user.id as string, email };
    }

    it('sends, delivers to inboxes and by mail, reports to the host, and refuses everyone else', async () => {
      const host = await signUp('Hana');
      const other = await signUp('Otto');
      const [going, quiet, maybe] = await Promise.all([signUp('Gia'), signUp('Quinn'), signUp('Mae')]);
      assert.equal(
        (await quiet.request('PUT', '/api/user/settings', { emailNotifications: false })).status,
        200,
      );
      const event = (await host.request('POST', '/api/events', { title: 'Replica Rave', date: '2030-06-15' }))
        .body!;
      for (const [guest, response] of [
        [going, 'going'],
        [quiet, 'going'],
        [maybe, 'maybe'],
      ] as const) {
        const res = await guest.request('POST', `/api/events/${event.slug}/rsvp`, {
          guestName: null,
          guestEmail: null,
          response,
          emoji: null,
          message: null,
          plusOnes: 0,
        });
        assert.equal(res.status, 201);
      }
      const rsvps = (await host.request('GET', `/api/events/rsvps-with-users?eventId=${event.id}`))
        .body as unknown as {
        id: string;
        userId: string;
        response: string;
      }[];
      const goingIds = rsvps.filter((rsvp) => rsvp.response === 'going').map((rsvp) => rsvp.id);
      assert.equal(goingIds.length, 2);
      const sendPath = `/api/events/${event.id}/announcement`;
      const body = { message: 'Doors at nine', recipientIds: goingIds };

      // Everyone but the host.
      assert.equal((await client(replicas)('POST', sendPath, body)).status, 401);
      for (const stranger of [other, maybe]) {
        const res = await stranger.request('POST', sendPath, body);
        assert.equal(res.status, 404);
        assert.equal(res.body!.code, 'EVENT.NOT_FOUND');
        assert.equal((await stranger.request('GET', `/api/events/${event.id}/announcements`)).status, 404);
      }
      const foreign = await host.request('POST', sendPath, { ...body, recipientIds: [...goingIds, host.id] });
      assert.equal(foreign.status, 400);
      assert.equal(foreign.body!.code, 'ANNOUNCEMENT.RECIPIENTS_INVALID');

      const sent = await host.request('POST', sendPath, body);
      assert.equal(sent.status, 202, JSON.stringify(sent.body));
      const announcementId = sent.body!.id as string;

      // The worker process fans it out; the inbox is read through both replicas.
      const inbox = await until('the inbox delivery', async () => {
        const res = await going.request('GET', '/api/notifications');
        return res.body!.notifications.length === 1 ? res.body! : null;
      });
      assert.equal(inbox.unreadCount, 1);
      assert.equal(inbox.notifications[0].message, 'Doors at nine');
      assert.equal((await quiet.request('GET', '/api/notifications/unread-count')).body!.unreadCount, 1);
      assert.equal((await maybe.request('GET', '/api/notifications')).body!.notifications.length, 0);
      const read = await going.request('POST', `/api/notifications/${inbox.notifications[0].id}/read`);
      assert.deepEqual(read.body, { unreadCount: 0 });
      assert.equal(
        (await other.request('POST', `/api/notifications/${inbox.notifications[0].id}/read`)).body!.code,
        'NOTIFICATION.NOT_FOUND',
      );

      // One mail, to the attendee who wants mail, in the local outbox the worker writes.
      const mail = `announcements.${announcementId}.${rsvps.find((r) => r.userId === going.id)!.id}.eml`;
      await until('the email', async () => (await fs.readdir(mailDir)).includes(mail));
      const files = (await fs.readdir(mailDir)).filter((file) => file.includes(announcementId));
      assert.deepEqual(files, [mail]);
      assert.match(await fs.readFile(path.join(mailDir, mail), 'utf8'), new RegExp(`To: ${going.email}`));

      const report = await until('the host report', async () => {
        const res = await host.request('GET', `/api/events/${event.id}/announcements`);
        return res.body![0]?.counts.emailed === 1 ? res.body![0] : null;
      });
      assert.deepEqual(report.counts, { queued: 0, delivered: 2, emailed: 1, failed: 0, read: 1 });
      const recipients = (
        await host.request('GET', `/api/events/${event.id}/announcements/${announcementId}/recipients`)
      ).body as unknown as { email: string; inApp: string }[];
      assert.deepEqual(
        recipients.map((r) => [r.inApp, r.email]),
        [
          ['delivered', 'sent'],
          ['delivered', 'none'],
        ],
      );

      // The per-event limit (2 here) holds across replicas.
      assert.equal((await host.request('POST', sendPath, body)).status, 202);
      const limited = await host.request('POST', sendPath, body);
      assert.equal(limited.status, 429);
      assert.equal(limited.body!.code, 'ANNOUNCEMENT.DAILY_LIMIT');
    });
  });
}
