#!/usr/bin/env node
// Announcement fan-out benchmark (issue 10): one announcement to 10,000 recipients, on the
// Redis and on the PostgreSQL queue backend, with the built API (workers off) and a separate
// built worker process, as in production.
//
//   npx nx run @nightlife/backend:build
//   node infra/bench/announcements.mjs            # --backend=redis|postgres|both --recipients=10000 --no-kill
//
// Per backend it reports: how long the POST took; how long until every recipient had its
// inbox entry (required < 10 s on Redis); duplicate and missing deliveries (required 0); the
// event page's p99 at rest and during the fan-out, side by side; then a second announcement
// during whose fan-out the worker is SIGKILLed and restarted: still exactly one delivery per
// recipient, and no email message received twice by the SMTP server (a real `smtp-server`
// started here counts every message). One in ten attendees has email notifications on.
// Needs PostgreSQL (BENCH_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres) and,
// for the Redis run, REDIS_URL (default redis://127.0.0.1:6379). Results: results/announcements.json.

import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
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

const { values: args } = parseArgs({
  options: {
    backend: { type: 'string', default: 'both' },
    recipients: { type: 'string', default: '10000' },
    'no-kill': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const RECIPIENTS = Number(args.recipients);
const EMAIL_EVERY = 10;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DB_NAME = 'nightlife_bench_announce';
const dbUrl = benchDatabaseUrl(DB_NAME);

const log = (message) => console.log(`[announce ${new Date().toISOString().slice(11, 19)}] ${message}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function startWorker(env) {
  return startProcess('worker', 'backend/dist/worker.js', env);
}

async function signUpHost(baseUrl) {
  const tag = randomBytes(3).toString('hex');
  const response = await fetch(`${baseUrl}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      username: `host_${tag}`,
      firstName: 'Bench',
      lastName: 'Host',
      email: `host.${tag}@example.com`,
      password: 'bench-password-1',
    }),
  });
  if (!response.ok) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .find((value) => value.startsWith('nightlife.sid='))
    .split(';')[0];
}

async function call(baseUrl, cookie, method, url, body) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { 'content-type': 'application/json', cookie, origin: baseUrl },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return { body: await response.json(), ms };
}

/** 10,000 attendees with an RSVP (going), one in ten with email on, in a few statements. */
async function seedAttendees(client, eventId) {
  await client.query(
    `insert into users (id, username, first_name, last_name, email, password_hash)
     select gen_random_uuid(), 'bench_att_' || n, 'Guest', 'No ' || n, 'att' || n || '@example.com', 'x'
     from generate_series(1, $1) as n`,
    [RECIPIENTS],
  );
  await client.query(
    `insert into user_settings (user_id, email_notifications)
     select id, (split_part(username, '_', 3)::int % $1 = 0) from users where username like 'bench\\_att\\_%'`,
    [EMAIL_EVERY],
  );
  const { rows } = await client.query(
    `insert into rsvps (id, event_id, user_id, guest_name, response, created_at)
     select gen_random_uuid(), $1, id, first_name || ' ' || last_name, 'going', now()
     from users where username like 'bench\\_att\\_%' returning id`,
    [eventId],
  );
  return rows.map((row) => row.id);
}

async function deliveryCounts(client, announcementId) {
  const { rows } = await client.query(
    `select count(*)::int as deliveries, count(distinct rsvp_id)::int as distinct_rsvps,
            (count(*) filter (where email_status = 'sent'))::int as emailed,
            (count(*) filter (where email_status in ('queued', 'sent', 'failed')))::int as email_wanted
     from announcement_deliveries where announcement_id = $1`,
    [announcementId],
  );
  return rows[0];
}

function eventPageLoad(baseUrl, slug, durationS) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${baseUrl}/api/events/${slug}`, connections: 10, duration: durationS },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const summary = (result) => ({
  reqPerS: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
});

async function runBackend(backend) {
  log(`--- ${backend} backend ---`);
  await withClient(ADMIN_URL, async (client) => {
    await client.query(`drop database if exists "${DB_NAME}" with (force)`);
    await client.query(`create database "${DB_NAME}"`);
  });
  await runToCompletion('migrate', 'backend/dist/migrate.js', { ...process.env, DATABASE_URL: dbUrl });

  const smtp = await startCountingSmtp();
  const env = productEnv({
    databaseUrl: dbUrl,
    redisUrl: backend === 'redis' ? REDIS_URL : null,
    sessionSecret: randomBytes(32).toString('hex'),
    queuePrefix: `bench_ann_${randomBytes(3).toString('hex')}`,
    smtpUrl: smtp.url,
    extra: { RATE_LIMIT_SIGNUP: '100000/60' },
  });
  const api = await startApi(env);
  let worker = startWorker(env);
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const cookie = await signUpHost(api.baseUrl);
    const event = (
      await call(api.baseUrl, cookie, 'POST', '/api/events', { title: 'Bench Blast', date: '2030-06-15' })
    ).body;
    const recipientIds = await seedAttendees(db, event.id);
    await db.query('analyze');
    log(`seeded ${recipientIds.length} RSVPs`);
    await sleep(3000); // the worker is up

    const atRest = summary(await eventPageLoad(api.baseUrl, event.slug, 5));
    log(`event page at rest: p99 ${atRest.p99Ms} ms`);

    // A fresh process compiles its code paths on the first request: warm them with a refused
    // announcement (one id is not an RSVP of the event: 400 after the same parsing and query,
    // nothing stored, the daily limit untouched), as any API that has served traffic is.
    const refused = await fetch(`${api.baseUrl}/api/events/${event.id}/announcement`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: api.baseUrl },
      body: JSON.stringify({ message: 'Warm-up', recipientIds: [...recipientIds.slice(1), randomUUID()] }),
    });
    if (refused.status !== 400) throw new Error(`warm-up answered ${refused.status}, not 400`);

    // 1. Full speed, with the event page under load at the same time.
    const during = eventPageLoad(api.baseUrl, event.slug, 8);
    await sleep(500);
    const sent = await call(api.baseUrl, cookie, 'POST', `/api/events/${event.id}/announcement`, {
      message: 'Doors open at 9!',
      recipientIds,
    });
    const sentAt = performance.now();
    let inAppMs = null;
    while (performance.now() - sentAt < 60_000) {
      if ((await deliveryCounts(db, sent.body.id)).deliveries >= RECIPIENTS) {
        inAppMs = Math.round(performance.now() - sentAt);
        break;
      }
      await sleep(25);
    }
    const duringFanOut = summary(await during);
    const first = await deliveryCounts(db, sent.body.id);
    log(
      `POST ${Math.round(sent.ms)} ms; all in-app after ${inAppMs} ms; during: p99 ${duringFanOut.p99Ms} ms`,
    );
    const emailDeadline = Date.now() + 180_000;
    while (
      (await deliveryCounts(db, sent.body.id)).emailed < first.email_wanted &&
      Date.now() < emailDeadline
    )
      await sleep(250);
    const emailsMs = Math.round(performance.now() - sentAt);

    // 2. SIGKILL the worker in the middle of the next fan-out, then start it again.
    let kill = null;
    if (!args['no-kill']) {
      const second = await call(api.baseUrl, cookie, 'POST', `/api/events/${event.id}/announcement`, {
        message: 'Last call!',
        recipientIds,
      });
      let atKill = 0;
      const killDeadline = performance.now() + 30_000;
      while (performance.now() < killDeadline) {
        atKill = (await deliveryCounts(db, second.body.id)).deliveries;
        if (atKill > 0) break;
        await sleep(5);
      }
      await worker.stop('SIGKILL');
      log(`SIGKILLed the worker with ${atKill} of ${RECIPIENTS} deliveries made`);
      worker = startWorker(env);
      const restartedAt = performance.now();
      const deadline = restartedAt + 180_000;
      let counts = await deliveryCounts(db, second.body.id);
      while (
        (counts.deliveries < RECIPIENTS || counts.emailed < counts.email_wanted) &&
        performance.now() < deadline
      ) {
        await sleep(250);
        counts = await deliveryCounts(db, second.body.id);
      }
      await sleep(2000); // a duplicate would arrive now
      counts = await deliveryCounts(db, second.body.id);
      const mails = [...smtp.received].filter(([id]) => id.includes(second.body.id));
      kill = {
        postMs: Math.round(second.ms),
        deliveriesAtKill: atKill,
        completedAfterRestartMs: Math.round(performance.now() - restartedAt),
        deliveries: counts.deliveries,
        duplicates: counts.deliveries - counts.distinct_rsvps,
        missing: RECIPIENTS - counts.distinct_rsvps,
        emailsWanted: counts.email_wanted,
        emailsSent: counts.emailed,
        distinctEmailsReceived: mails.length,
        emailsReceivedTwice: mails.filter(([, n]) => n > 1).length,
      };
      log(`after the kill: ${JSON.stringify(kill)}`);
    }

    const mails = [...smtp.received].filter(([id]) => id.includes(sent.body.id));
    return {
      backend,
      recipients: RECIPIENTS,
      postMs: Math.round(sent.ms),
      allInAppMs: inAppMs,
      deliveries: first.deliveries,
      duplicates: first.deliveries - first.distinct_rsvps,
      missing: RECIPIENTS - first.distinct_rsvps,
      emails: {
        wanted: first.email_wanted,
        received: mails.length,
        receivedTwice: mails.filter(([, n]) => n > 1).length,
        allSentAfterMs: emailsMs,
      },
      eventPage: { atRest, duringFanOut },
      kill,
    };
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

async function main() {
  const backends = args.backend === 'both' ? ['redis', 'postgres'] : [args.backend];
  const results = [];
  const loadAtStart = os.loadavg().map((value) => Number(value.toFixed(2)));
  for (const backend of backends) results.push(await runBackend(backend));
  console.table(
    results.map((r) => ({
      backend: r.backend,
      'POST ms': r.postMs,
      'all in-app ms': r.allInAppMs,
      duplicates: r.duplicates,
      missing: r.missing,
      'page p99 rest': r.eventPage.atRest.p99Ms,
      'page p99 fan-out': r.eventPage.duringFanOut.p99Ms,
      'kill: dup/missing': r.kill ? `${r.kill.duplicates}/${r.kill.missing}` : '-',
      'kill: mails twice': r.kill ? r.kill.emailsReceivedTwice : '-',
    })),
  );
  const failures = results.flatMap((r) => [
    ...(r.backend === 'redis' && !(r.allInAppMs !== null && r.allInAppMs < 10_000)
      ? [`${r.backend}: in-app not under 10 s`]
      : []),
    ...(r.duplicates || r.missing ? [`${r.backend}: duplicates or missing`] : []),
    ...(r.kill && (r.kill.duplicates || r.kill.missing || r.kill.emailsReceivedTwice)
      ? [`${r.backend}: kill run`]
      : []),
  ]);
  log(
    `wrote ${await writeResults('announcements.json', {
      date: new Date().toISOString(),
      cpus: os.cpus().length,
      loadAtStart,
      results,
      failures,
    })}`,
  );
  if (failures.length > 0) {
    console.error(`FAILED: ${failures.join('; ')}`);
    process.exitCode = 1;
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
