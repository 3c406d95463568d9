#!/usr/bin/env node
// Check-in API benchmark (issue 19 §5): "the check-in API at 1,000 scans/s or more from 4 devices
// at once, side by side with a raw `pg` insert of the same rows in the same run". Through the
// built API (workers off), as in production.
//
//   npx nx run @nightlife/backend:build
//   node infra/bench/door.mjs   # --guests=4000 --batch=100 --devices=4 --rounds=3 --codes=1000 --crash=500 --no-kill --keep
//
// A fresh `nightlife_bench_door` database (dropped at the end unless --keep) with a host and events
// whose `guests` guests go alone (stored sessions, cookies signed with the run's secret). After a
// warm-up (one batch per device), `rounds` times, one after the other so both see the same load:
//   1. the product: `devices` door devices at once, each POSTing its share of a fresh event's
//      guests in batches of `batch` scans found by name (ticket ids): scans/s over the whole run,
//      and each batch's latency;
//   2. the yardstick: the same rows for another event written raw by `devices` pg connections at
//      once, one statement per scan doing what a scan writes (its seat and its scan row);
// then
//   3. the product with signed codes: `codes` guests' codes fetched from the API, scanned by the
//      same devices on another event (the Ed25519 check of every code on top of 1);
//   4. unless --no-kill, the API killed in the middle of a sync: one device syncs `crash` scans of a
//      fresh event in batches of `batch`; once the first batch is answered and the second is being
//      written, the API is SIGKILLed; it is started again and the device sends every batch again
//      with the same scan ids, then once more (a replay of a replay).
// Checks that every scan was admitted and each event holds one entry per guest; after the kill,
// exactly `crash` entries, `crash` kept scans and `crash` RSVPs checked in, every answer 'admitted'.
// Exits non-zero when the product's rate (1, over all rounds) is under 1,000 scans/s or a check
// fails. Results: results/door.json.

import { randomBytes, randomUUID } from 'node:crypto';
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
  stopAll,
  withClient,
} from './processes.mjs';
import { rawSqlClient } from './raw-baseline-server.mjs';
import { signSessionId } from './raw-rsvp-server.mjs';
import { writeResults } from './write-results.mjs';

const backendRequire = createRequire(new URL('../../backend/package.json', import.meta.url));
const { RECOUNT_PLACES_SQL } = backendRequire('./dist/modules/rsvps/persistence/places.sql.js');

const { values: args } = parseArgs({
  options: {
    guests: { type: 'string', default: '4000' },
    batch: { type: 'string', default: '100' },
    devices: { type: 'string', default: '4' },
    codes: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '3' },
    crash: { type: 'string', default: '500' },
    'no-kill': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const GUESTS = Number(args.guests);
const BATCH = Number(args.batch);
const DEVICES = Number(args.devices);
const CODES = Math.min(Number(args.codes), GUESTS);
const ROUNDS = Number(args.rounds);
const CRASH = args['no-kill'] ? 0 : Math.min(Number(args.crash), GUESTS);
const DB_NAME = 'nightlife_bench_door';
const SESSION_SECRET = randomBytes(32).toString('hex');
const TARGET_PER_S = 1_000;

const log = (message) => console.log(`[door] ${message}`);
const round = (value) => Math.round(value * 10) / 10;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function seed(client) {
  const {
    rows: [host],
  } = await client.query(
    `insert into users (id, username, first_name, last_name, email, password_hash, is_promoter)
     values (gen_random_uuid(), 'door_host', 'Bench', 'Host', 'door.host@bench.nightlife.dev', 'x', true)
     returning id`,
  );
  const events = {};
  const keys = ['warmup', 'codes', ...(CRASH > 0 ? ['crash'] : [])];
  for (let r = 1; r <= ROUNDS; r += 1) keys.push(`product-${r}`, `raw-${r}`);
  for (const key of keys) {
    const {
      rows: [event],
    } = await client.query(
      `insert into events (id, slug, title, starts_at, time_zone, location, unlimited_spots, host_id, created_at)
       values (gen_random_uuid(), 'door-api-bench-' || $1, 'Door API bench ' || $1,
         date_trunc('day', now()) + interval '3 days 22 hours', 'UTC', 'Pier 9', true, $2, now())
       returning id`,
      [key, host.id],
    );
    events[key] = event.id;
  }
  await client.query(
    `insert into users (id, username, first_name, last_name, email, password_hash)
     select gen_random_uuid(), 'door_guest_' || i, 'Guest', 'No ' || i, 'door.api.' || i || '@bench.nightlife.dev', 'x'
     from generate_series(1, $1::int) i`,
    [GUESTS],
  );
  const tickets = {};
  for (const [key, eventId] of Object.entries(events)) {
    const { rows } = await client.query(
      `insert into rsvps (id, event_id, user_id, guest_name, response, plus_ones, status, created_at)
       select gen_random_uuid(), $1, u.id, u.first_name || ' ' || u.last_name, 'going', 0, 'confirmed', now()
       from users u where u.username like 'door\\_guest\\_%'
         and ($2::int is null or substring(u.username from 12)::int <= $2)
       returning id, user_id`,
      [eventId, { warmup: DEVICES * BATCH, codes: CODES, crash: CRASH }[key] ?? null],
    );
    tickets[key] = rows;
  }
  await rawSqlClient(client).query(RECOUNT_PLACES_SQL, [Object.values(events)]);
  const { rows: users } = await client.query(
    `select id from users where username like 'door\\_%' order by username`,
  );
  const sids = users.map(() => randomBytes(18).toString('base64url'));
  await client.query(
    `insert into user_sessions (sid, sess, expire)
     select s.sid,
       json_build_object(
         'cookie', json_build_object('originalMaxAge', 86400000, 'expires', now() + interval '1 day',
           'httpOnly', true, 'path', '/', 'sameSite', 'lax', 'secure', false),
         'passport', json_build_object('user', s.user_id)),
       now() + interval '1 day'
     from unnest($1::text[], $2::uuid[]) as s(sid, user_id)`,
    [sids, users.map((user) => user.id)],
  );
  const cookieOf = new Map(
    users.map((user, i) => [
      user.id,
      `nightlife.sid=${encodeURIComponent(signSessionId(sids[i], SESSION_SECRET))}`,
    ]),
  );
  await client.query('vacuum analyze users, events, rsvps, event_places, user_sessions');
  return { hostId: host.id, events, tickets, cookieOf };
}

const scanOf = (fields, device, i) => ({
  scanId: randomUUID(),
  deviceId: `door-${device}`,
  scannedAt: new Date(Date.now() + i).toISOString(),
  kind: 'entry',
  count: 1,
  ...fields,
});

/** `DEVICES` devices at once, each POSTing its share of `scans` in batches; answers the figures. */
async function devicesPost(baseUrl, eventId, cookie, scans) {
  const shares = Array.from({ length: DEVICES }, (_, d) => scans.filter((_, i) => i % DEVICES === d));
  const latencies = [];
  const verdicts = new Map();
  const started = performance.now();
  await Promise.all(
    shares.map(async (share) => {
      for (let i = 0; i < share.length; i += BATCH) {
        const sent = performance.now();
        const res = await fetch(`${baseUrl}/api/events/${eventId}/check-ins`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
          body: JSON.stringify({ scans: share.slice(i, i + BATCH) }),
        });
        if (res.status !== 200) throw new Error(`check-ins answered ${res.status}: ${await res.text()}`);
        for (const result of (await res.json()).results)
          verdicts.set(result.verdict, (verdicts.get(result.verdict) ?? 0) + 1);
        latencies.push(performance.now() - sent);
      }
    }),
  );
  return summary([{ scans: scans.length, ms: performance.now() - started, latencies, verdicts }]);
}

/** The figures of one or more runs taken together: scans over their summed time, pooled latencies. */
function summary(runs) {
  const scans = runs.reduce((sum, run) => sum + run.scans, 0);
  const ms = runs.reduce((sum, run) => sum + run.ms, 0);
  const verdicts = new Map();
  for (const run of runs)
    for (const [verdict, n] of run.verdicts instanceof Map
      ? run.verdicts
      : Object.entries(run.verdicts ?? {}))
      verdicts.set(verdict, (verdicts.get(verdict) ?? 0) + n);
  const sorted = runs.flatMap((run) => run.latencies ?? []).sort((a, b) => a - b);
  const figures = { scans, ms: round(ms), perSecond: Math.round((scans / ms) * 1000) };
  if (sorted.length === 0) return figures;
  const result = {
    ...figures,
    batchP50Ms: round(percentile(sorted, 50)),
    batchP99Ms: round(percentile(sorted, 99)),
    verdicts: Object.fromEntries(verdicts),
  };
  // Kept (not enumerable, so not written) for pooling rounds.
  Object.defineProperty(result, 'latencies', { value: sorted, enumerable: false });
  return result;
}

// The yardstick's statement: what a scan writes (its seat, its scan row), raw.
const RAW_SQL = `
  with seat as (
    insert into door_entries (ticket_id, seat, event_id, scan_id, device_id, entered_at)
    values ($1, 1, $2, $3, $4, $5) on conflict do nothing returning seat
  )
  insert into door_scans (event_id, scan_id, ticket_id, device_id, kind, count, scanned_at, received_at, verdict, admitted)
  select $2, $3, $1, $4, 'entry', 1, $5, now(),
    case when exists (select 1 from seat) then 'admitted' else 'duplicate' end, (select count(*) from seat)`;

async function rawInsert(dbUrl, eventId, scans) {
  const clients = await Promise.all(
    Array.from({ length: DEVICES }, async () => {
      const client = new pg.Client({ connectionString: dbUrl });
      await client.connect();
      return client;
    }),
  );
  const started = performance.now();
  await Promise.all(
    clients.map(async (client, d) => {
      for (const [i, scan] of scans.entries()) {
        if (i % DEVICES !== d) continue;
        await client.query(RAW_SQL, [scan.ticketId, eventId, scan.scanId, scan.deviceId, scan.scannedAt]);
      }
    }),
  );
  const ms = performance.now() - started;
  await Promise.all(clients.map((client) => client.end()));
  return summary([{ scans: scans.length, ms, latencies: [], verdicts: {} }]);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One door device syncing its queue: the batches in order, each after the previous one's answer;
 * it stops at the first that fails (the API gone), as the door app does until its next try.
 */
async function syncBatches(baseUrl, eventId, cookie, batches, onAnswered = () => {}) {
  const verdicts = new Map();
  let answered = 0;
  const started = performance.now();
  for (const batch of batches) {
    let res;
    try {
      res = await fetch(`${baseUrl}/api/events/${eventId}/check-ins`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
        body: JSON.stringify({ scans: batch }),
      });
    } catch (error) {
      return { answered, verdicts: Object.fromEntries(verdicts), failed: error.cause?.code ?? error.message };
    }
    if (res.status !== 200) throw new Error(`check-ins answered ${res.status}: ${await res.text()}`);
    for (const result of (await res.json()).results)
      verdicts.set(result.verdict, (verdicts.get(result.verdict) ?? 0) + 1);
    answered += 1;
    onAnswered(answered);
  }
  return {
    answered,
    ms: round(performance.now() - started),
    verdicts: Object.fromEntries(verdicts),
    failed: null,
  };
}

/**
 * The API killed in the middle of a sync: one device sends `tickets` as batches; once the first is
 * answered and the second is being written (more than a fifth of it kept), SIGKILL; a restart, the
 * whole sync again with the same scan ids, and once more. Answers the figures and the API now up.
 */
async function crashSync({ api, apiEnv, db, eventId, cookie, tickets }) {
  const scans = tickets.map((ticket, i) => ({
    ...scanOf({ ticketId: ticket.id }, 0, i),
    deviceId: 'door-crash',
  }));
  const batches = [];
  for (let i = 0; i < scans.length; i += BATCH) batches.push(scans.slice(i, i + BATCH));
  const kept = async () =>
    (
      await db.query(
        `select (select count(*)::int from door_scans where event_id = $1) as scans,
           (select count(*)::int from door_entries where event_id = $1) as entries,
           (select count(*)::int from rsvps where event_id = $1 and status = 'checked_in') as "checkedIn"`,
        [eventId],
      )
    ).rows[0];

  let answered = 0;
  const sync = syncBatches(api.baseUrl, eventId, cookie, batches, (n) => (answered = n));
  const started = performance.now();
  let atKill;
  for (;;) {
    if (answered >= 1) {
      const now = await kept();
      if (now.scans > BATCH + BATCH / 5 || answered >= 2) {
        atKill = { ...now, answeredBatches: answered, ms: round(performance.now() - started) };
        break;
      }
    }
    if (performance.now() - started > 60_000)
      throw new Error('the crash sync did not get past its first batch');
    await sleep(2);
  }
  await api.stop('SIGKILL');
  const interrupted = await sync;
  const afterKill = {
    ...(await kept()),
    answeredBatches: interrupted.answered,
    deviceSaw: interrupted.failed,
  };
  log(`crash: SIGKILLed the API ${atKill.ms} ms into the sync: ${JSON.stringify(afterKill)}`);

  const restarting = performance.now();
  const again = await startApi(apiEnv, 'api (restarted)');
  const restartMs = round(performance.now() - restarting);
  const resync = await syncBatches(again.baseUrl, eventId, cookie, batches);
  const replay = await syncBatches(again.baseUrl, eventId, cookie, batches);
  const { rows: stored } = await db.query(
    `select verdict, count(*)::int as n from door_scans where event_id = $1 group by verdict order by verdict`,
    [eventId],
  );
  const { rows: perTicket } = await db.query(
    `select count(*)::int as n from door_entries where event_id = $1 group by ticket_id having count(*) <> 1`,
    [eventId],
  );
  const crash = {
    scans: scans.length,
    batch: BATCH,
    atKill,
    afterKill,
    restartMs,
    resync,
    replay,
    final: await kept(),
    storedVerdicts: Object.fromEntries(stored.map((row) => [row.verdict, row.n])),
    ticketsNotOnce: perTicket.length,
  };
  log(
    `crash: restarted in ${restartMs} ms; re-sync ${JSON.stringify(resync)}; replay ${JSON.stringify(replay)}; ` +
      `now ${JSON.stringify(crash.final)}`,
  );
  return { crash, api: again };
}

async function main() {
  const loadAtStart = os.loadavg().map((value) => Number(value.toFixed(2)));
  const dbUrl = benchDatabaseUrl(DB_NAME);
  await withClient(ADMIN_URL, async (client) => {
    await client.query(`drop database if exists "${DB_NAME}" with (force)`);
    await client.query(`create database "${DB_NAME}"`);
  });
  await runToCompletion('migrate', 'backend/dist/migrate.js', { ...process.env, DATABASE_URL: dbUrl });
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const { hostId, events, tickets, cookieOf } = await seed(db);
  const hostCookie = cookieOf.get(hostId);
  const apiEnv = productEnv({
    databaseUrl: dbUrl,
    queuePrefix: `bench_door_${process.pid}`,
    smtpUrl: 'smtp://127.0.0.1:9',
    sessionSecret: SESSION_SECRET,
    redisUrl: null,
  });
  const api = await startApi(apiEnv);
  const failures = [];
  try {
    const byName = (key) => tickets[key].map((ticket, i) => scanOf({ ticketId: ticket.id }, i % DEVICES, i));
    await devicesPost(api.baseUrl, events.warmup, hostCookie, byName('warmup'));

    // API and yardstick alternate, round after round, so both see the machine's load alike.
    const rounds = [];
    for (let r = 1; r <= ROUNDS; r += 1) {
      const product = await devicesPost(
        api.baseUrl,
        events[`product-${r}`],
        hostCookie,
        byName(`product-${r}`),
      );
      const raw = await rawInsert(dbUrl, events[`raw-${r}`], byName(`raw-${r}`));
      const ratio = Math.round((product.perSecond / raw.perSecond) * 100) / 100;
      log(`round ${r}: API ${JSON.stringify(product)}; raw ${JSON.stringify(raw)}; API/raw ${ratio}`);
      rounds.push({ product, raw, ratio });
    }
    const product = summary(rounds.map((r) => r.product));
    const raw = summary(rounds.map((r) => r.raw));
    const ratio = Math.round((product.perSecond / raw.perSecond) * 100) / 100;

    const codeTickets = tickets.codes.slice(0, CODES);
    const codes = [];
    const fetching = performance.now();
    for (let i = 0; i < codeTickets.length; i += 25) {
      codes.push(
        ...(await Promise.all(
          codeTickets.slice(i, i + 25).map(async (ticket) => {
            const res = await fetch(`${api.baseUrl}/api/events/${events.codes}/tickets/mine`, {
              headers: { cookie: cookieOf.get(ticket.user_id) },
            });
            return (await res.json())[0].code;
          }),
        )),
      );
    }
    log(`fetched ${codes.length} signed codes in ${Math.round(performance.now() - fetching)} ms`);
    const signed = await devicesPost(
      api.baseUrl,
      events.codes,
      hostCookie,
      codes.map((code, i) => scanOf({ code }, i % DEVICES, i)),
    );
    log(`API with signed codes: ${JSON.stringify(signed)}`);

    const { rows } = await db.query(
      `select event_id, count(*)::int as n from door_entries where event_id = any($1::uuid[]) group by event_id`,
      [Object.values(events)],
    );
    const entries = Object.fromEntries(rows.map((row) => [row.event_id, row.n]));
    const expected = { codes: CODES };
    for (let r = 1; r <= ROUNDS; r += 1)
      Object.assign(expected, { [`product-${r}`]: GUESTS, [`raw-${r}`]: GUESTS });
    for (const [key, n] of Object.entries(expected)) {
      if (entries[events[key]] !== n) failures.push(`${key}: ${entries[events[key]] ?? 0} entries, not ${n}`);
    }
    for (const [name, run] of Object.entries({ product, signed })) {
      if (run.verdicts.admitted !== run.scans) failures.push(`${name}: not every scan admitted`);
    }
    if (product.perSecond < TARGET_PER_S) failures.push(`${product.perSecond} scans/s < ${TARGET_PER_S}`);

    let crash = null;
    if (CRASH > 0) {
      ({ crash } = await crashSync({
        api,
        apiEnv,
        db,
        eventId: events.crash,
        cookie: hostCookie,
        tickets: tickets.crash,
      }));
      const { final } = crash;
      if (final.entries !== CRASH || final.scans !== CRASH || final.checkedIn !== CRASH)
        failures.push(`crash: ${JSON.stringify(final)}, not ${CRASH} of each`);
      if (crash.ticketsNotOnce > 0)
        failures.push(`crash: ${crash.ticketsNotOnce} tickets without exactly one entry`);
      for (const [name, run] of Object.entries({ resync: crash.resync, replay: crash.replay })) {
        if (run.failed || run.answered < Math.ceil(CRASH / BATCH) || run.verdicts.admitted !== CRASH)
          failures.push(`crash ${name}: ${JSON.stringify(run)}`);
      }
    }

    const row = (run, name, figures) => ({
      run,
      scans: figures.scans,
      'scans/s': figures.perSecond,
      'batch p50 ms': figures.batchP50Ms ?? '-',
      'batch p99 ms': figures.batchP99Ms ?? '-',
      'API/raw': name === 'product' ? ratio : '-',
    });
    console.table([
      row(`API, ${DEVICES} devices, ${ROUNDS} rounds, by name`, 'product', product),
      row(`raw pg, ${DEVICES} connections, ${ROUNDS} rounds`, 'raw', raw),
      row(`API, ${DEVICES} devices, signed codes`, 'signed', signed),
    ]);
    if (crash) {
      console.table([
        {
          at: 'the kill (device saw)',
          ...pick(crash.afterKill),
          answered: `${crash.afterKill.answeredBatches} batches`,
        },
        {
          at: `re-sync (${crash.resync.ms} ms)`,
          ...pick(crash.final),
          answered: JSON.stringify(crash.resync.verdicts),
        },
        {
          at: `replay (${crash.replay.ms} ms)`,
          ...pick(crash.final),
          answered: JSON.stringify(crash.replay.verdicts),
        },
      ]);
    }
    const file = await writeResults('door.json', {
      benchmark: 'door',
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, loadAtStart },
      guests: GUESTS,
      devices: DEVICES,
      batch: BATCH,
      product,
      raw,
      ratio,
      rounds,
      signedCodes: signed,
      crash,
      target: { scansPerSecond: TARGET_PER_S },
      failures,
    });
    log(`load average at start ${loadAtStart.join(' ')}; results: ${file}`);
  } finally {
    await db.end();
    await stopAll();
    if (!args.keep)
      await withClient(ADMIN_URL, (client) =>
        client.query(`drop database if exists "${DB_NAME}" with (force)`),
      );
  }
  if (failures.length > 0) {
    console.error(`[door] FAILED: ${failures.join('; ')}`);
    process.exitCode = 1;
  }
}

const pick = ({ scans, entries, checkedIn }) => ({ 'scans kept': scans, entries, 'checked in': checkedIn });

process.on('SIGINT', async () => {
  await stopAll('SIGKILL');
  process.exit(130);
});

main().catch(async (error) => {
  console.error(error);
  await stopAll('SIGKILL');
  process.exit(1);
});
