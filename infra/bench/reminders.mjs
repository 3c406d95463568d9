#!/usr/bin/env node
// Reminder benchmark (issue 21 §5): 10,000 guests of one event get their 2 h reminder, through the
// built API (workers off) and a separate built worker process, as in production, on Redis.
//
//   npx nx run @nightlife/backend:build
//   node infra/bench/reminders.mjs            # --guests=10000 --no-kill
//
// It reports: how long after the reminder's due time every guest had the notice in the inbox
// (required within 30 s; the sweep runs every 10 s); the email rate at a real SMTP server
// (`smtp-server`, counting every message by Message-ID; required >= 500/s) next to a raw
// yardstick (nodemailer alone, the same pool size, sending the same number of messages to the same
// server: the ceiling of this machine); duplicates and missing messages (required 0); then the
// event is moved so a second reminder comes due, the worker is SIGKILLed a quarter of the way
// through its emails and started again: every guest gets the reminder, and only the messages in
// flight at the kill (accepted by the server, not yet recorded as sent) may arrive a second time,
// with the same Message-ID: no mail client can know whether those arrived. Needs PostgreSQL (BENCH_ADMIN_URL, default
// postgres://postgres@127.0.0.1:5432/postgres) and REDIS_URL (default redis://127.0.0.1:6379).
// Results: results/reminders.json.

import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  ADMIN_URL,
  benchDatabaseUrl,
  productEnv,
  runToCompletion,
  startApi,
  startProcess,
  stopAll,
  withClient,
} from './processes.mjs';
import { startCountingSmtp } from './counting-smtp.mjs';
import { writeResults } from './write-results.mjs';

const backendRequire = createRequire(new URL('../../backend/package.json', import.meta.url));
const nodemailer = backendRequire('nodemailer');
const { SMTP_POOL } = backendRequire('./dist/platform/mail/smtp.mail-sender.js');

const { values: args } = parseArgs({
  options: {
    guests: { type: 'string', default: '10000' },
    'no-kill': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const GUESTS = Number(args.guests);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DB_NAME = 'nightlife_bench_reminders';
const dbUrl = benchDatabaseUrl(DB_NAME);

const log = (message) => console.log(`[reminders ${new Date().toISOString().slice(11, 19)}] ${message}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The yardstick: nodemailer alone, pooled like the product, the same count to the same server. */
async function rawYardstick(smtp) {
  smtp.reset();
  const transport = nodemailer.createTransport({ url: smtp.url, pool: true, ...SMTP_POOL });
  const started = performance.now();
  const inFlight = new Set();
  for (let i = 0; i < GUESTS; i += 1) {
    const send = transport
      .sendMail({
        from: 'bench@example.com',
        to: `raw${i}@example.com`,
        subject: 'Reminder: Bench Night starts in 2 hours',
        text: 'Hi there,\n\nReminder: Bench Night starts soon. Your ticket is on the ticket page.\n',
        messageId: `<raw.${i}@bench>`,
      })
      .finally(() => inFlight.delete(send));
    inFlight.add(send);
    // As the product does: a bounded number of messages handed over at once.
    if (inFlight.size >= 200) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  const ms = performance.now() - started;
  transport.close();
  return { messages: smtp.received.size, perSecond: Math.round((GUESTS * 1000) / ms) };
}

async function createEvent(baseUrl) {
  const tag = randomBytes(3).toString('hex');
  const signup = await fetch(`${baseUrl}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      username: `host_${tag}`,
      firstName: 'Bench',
      lastName: 'Host',
      email: `host.${tag}@example.com`,
      password: 'bench-password-1',
      accountType: 'host',
    }),
  });
  if (!signup.ok) throw new Error(`signup failed: ${signup.status} ${await signup.text()}`);
  const cookie = signup.headers
    .getSetCookie()
    .find((value) => value.startsWith('nightlife.sid='))
    .split(';')[0];
  const response = await fetch(`${baseUrl}/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: baseUrl },
    body: JSON.stringify({
      title: 'Bench Night',
      eventDate: '2030-06-15',
      timeZone: 'UTC',
      location: 'Pier 9, Dock Street',
      reminderHours: [2],
    }),
  });
  if (!response.ok) throw new Error(`event failed: ${response.status} ${await response.text()}`);
  return response.json();
}

/** GUESTS guests holding a place since yesterday, email on (the default), in two statements. */
async function seedGuests(client, eventId) {
  await client.query(
    `insert into users (id, username, first_name, last_name, email, password_hash)
     select gen_random_uuid(), 'bench_guest_' || n, 'Guest', 'No ' || n, 'guest' || n || '@example.com', 'x'
     from generate_series(1, $1) as n`,
    [GUESTS],
  );
  await client.query(
    `insert into rsvps (id, event_id, user_id, guest_name, response, created_at)
     select gen_random_uuid(), $1, id, first_name || ' ' || last_name, 'going', now() - interval '1 day'
     from users where username like 'bench\\_guest\\_%'`,
    [eventId],
  );
}

/** Moves the event so that its 2 h reminder is due now; answers the due time. */
async function makeDue(client, eventId) {
  const { rows } = await client.query(
    `update events set starts_at = date_trunc('second', now()) + interval '2 hours', ends_at = null
     where id = $1 returning starts_at - interval '2 hours' as due_at`,
    [eventId],
  );
  // The bench's clock: the due time in performance.now() terms.
  return performance.now() - (Date.now() - rows[0].due_at.getTime());
}

async function noticeCount(client, eventId) {
  const { rows } = await client.query(
    `select count(*)::int as notices, count(distinct (rsvp_id, starts_at))::int as distinct_notices,
            (count(*) filter (where email_status = 'sent'))::int as emailed
     from rsvp_notices where event_id = $1 and kind = 'reminder'`,
    [eventId],
  );
  return rows[0];
}

/** Waits until every guest has the notice of this start, then until every email arrived. */
async function measureReminder(client, smtp, event, dueAt, before) {
  let inAppMs = null;
  while (performance.now() - dueAt < 120_000) {
    const counts = await noticeCount(client, event.id);
    if (counts.notices - before >= GUESTS) {
      inAppMs = Math.round(performance.now() - dueAt);
      break;
    }
    await sleep(50);
  }
  const deadline = performance.now() + 180_000;
  while (smtp.received.size < GUESTS && performance.now() < deadline) await sleep(100);
  await sleep(2000); // a duplicate would arrive now
  const first = Math.min(...smtp.times);
  const last = Math.max(...smtp.times);
  return {
    inAppAfterDueMs: inAppMs,
    emailsReceived: smtp.received.size,
    emailsReceivedTwice: [...smtp.received.values()].filter((n) => n > 1).length,
    missing: GUESTS - smtp.received.size,
    emailSpanMs: Math.round(last - first),
    emailsPerSecond: Math.round((smtp.received.size * 1000) / Math.max(1, last - first)),
  };
}

async function main() {
  const loadAtStart = os.loadavg().map((value) => Number(value.toFixed(2)));
  await withClient(ADMIN_URL, async (client) => {
    await client.query(`drop database if exists "${DB_NAME}" with (force)`);
    await client.query(`create database "${DB_NAME}"`);
  });
  await runToCompletion('migrate', 'backend/dist/migrate.js', { ...process.env, DATABASE_URL: dbUrl });
  const smtp = await startCountingSmtp();
  const raw = await rawYardstick(smtp);
  log(`raw yardstick: ${raw.perSecond} messages/s (${raw.messages} received)`);
  smtp.reset();

  const env = productEnv({
    databaseUrl: dbUrl,
    redisUrl: REDIS_URL,
    sessionSecret: randomBytes(32).toString('hex'),
    queuePrefix: `bench_rem_${randomBytes(3).toString('hex')}`,
    smtpUrl: smtp.url,
  });
  const api = await startApi(env);
  let worker = startProcess('worker', 'backend/dist/worker.js', env);
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const event = await createEvent(api.baseUrl);
    await seedGuests(db, event.id);
    await db.query('analyze');
    log(`seeded ${GUESTS} guests`);
    await sleep(3000); // the worker is up

    const dueAt = await makeDue(db, event.id);
    const first = await measureReminder(db, smtp, event, dueAt, 0);
    log(`first reminder: ${JSON.stringify(first)}`);

    let kill = null;
    if (!args['no-kill']) {
      smtp.reset();
      const { notices: before, emailed: emailedBefore } = await noticeCount(db, event.id);
      const secondDue = await makeDue(db, event.id); // moved: a new start, a new reminder
      const killDeadline = performance.now() + 60_000;
      while (smtp.received.size < GUESTS / 4 && performance.now() < killDeadline) await sleep(5);
      await worker.stop('SIGKILL');
      // What the dead worker left: the messages the server accepted, and those it recorded as
      // sent. The difference was in flight (accepted, its record not yet written): no SMTP client
      // can tell whether such a message arrived, so these, and only these, may come again, with
      // their Message-ID.
      const receivedAtKill = new Set(smtp.received.keys());
      const atKill = receivedAtKill.size;
      const inFlightAtKill = atKill - ((await noticeCount(db, event.id)).emailed - emailedBefore);
      log(`SIGKILLed the worker with ${atKill} of ${GUESTS} emails received, ${inFlightAtKill} in flight`);
      worker = startProcess('worker', 'backend/dist/worker.js', env);
      kill = {
        emailsAtKill: atKill,
        inFlightAtKill,
        ...(await measureReminder(db, smtp, event, secondDue, before)),
      };
      kill.resentNotInFlight = [...smtp.received].filter(
        ([id, times]) => times > 1 && !receivedAtKill.has(id),
      ).length;
      const counts = await noticeCount(db, event.id);
      kill.notices = counts.notices - before;
      kill.duplicateNotices = counts.notices - counts.distinct_notices;
      log(`after the kill: ${JSON.stringify(kill)}`);
    }

    const failures = [
      ...(first.inAppAfterDueMs === null || first.inAppAfterDueMs > 30_000 ? ['in-app not within 30 s'] : []),
      ...(first.emailsPerSecond < 500 ? ['emails under 500/s'] : []),
      ...(first.missing || first.emailsReceivedTwice ? ['duplicates or missing'] : []),
      ...(kill &&
      (kill.missing ||
        kill.emailsReceivedTwice > kill.inFlightAtKill ||
        kill.resentNotInFlight ||
        kill.duplicateNotices ||
        kill.notices !== GUESTS)
        ? ['kill run']
        : []),
    ];
    console.table([
      {
        run: 'raw nodemailer (yardstick)',
        'emails/s': raw.perSecond,
        'in-app after due ms': '-',
        'twice/missing': '-',
      },
      {
        run: 'product',
        'emails/s': first.emailsPerSecond,
        'in-app after due ms': first.inAppAfterDueMs,
        'twice/missing': `${first.emailsReceivedTwice}/${first.missing}`,
      },
      ...(kill
        ? [
            {
              run: 'product, worker killed',
              'emails/s': kill.emailsPerSecond,
              'in-app after due ms': kill.inAppAfterDueMs,
              'twice/missing': `${kill.emailsReceivedTwice}/${kill.missing} (${kill.inFlightAtKill} in flight at the kill)`,
            },
          ]
        : []),
    ]);
    log(
      `wrote ${await writeResults('reminders.json', {
        date: new Date().toISOString(),
        cpus: os.cpus().length,
        loadAtStart,
        guests: GUESTS,
        raw,
        first,
        kill,
        failures,
      })}`,
    );
    if (failures.length > 0) {
      console.error(`FAILED: ${failures.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    await db.end();
    await worker.stop();
    await api.stop();
    await smtp.close();
    if (!args.keep)
      await withClient(ADMIN_URL, (client) =>
        client.query(`drop database if exists "${DB_NAME}" with (force)`),
      );
  }
}

process.on('SIGINT', async () => {
  await stopAll('SIGKILL');
  process.exit(130);
});

main().catch(async (error) => {
  console.error(error);
  await stopAll('SIGKILL');
  process.exit(1);
});
