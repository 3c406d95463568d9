// The personal calendar feed under load (issue 21 §5): one user with 200 upcoming events (they
// hold a place at 150, host 50) reads their feed (GET /api/calendar/<token>.ics) from 50
// connections; required: p99 under 20 ms. Side by side in the same run: `raw-feed-server.mjs`,
// bare node:http + pg running the same statement and answering its rows.
//
// `node infra/bench/calendar-feed.mjs [--duration=10 --warmup=3 --connections=50 --keep]`, after
// building the domain and the backend; BENCH_ADMIN_URL as for run.mjs. Creates and drops
// `nightlife_bench_feed`.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { writeResults } from './write-results.mjs';
import {
  ADMIN_URL,
  benchDatabaseUrl,
  freePort,
  runToCompletion,
  startProcess,
  stopAll,
  waitUntilServing,
  withClient,
} from './processes.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({
  options: {
    keep: { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
  },
});
const DURATION = Number(args.duration);
const WARMUP = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
const LIMITS = { maxP99Ms: 20, events: 200 };
const POOL_MAX = 10;
const DB_NAME = 'nightlife_bench_feed';
const dbUrl = benchDatabaseUrl(DB_NAME);
const TOKEN = randomBytes(24).toString('base64url');
const load = () => os.loadavg().map((value) => Number(value.toFixed(2)));
const log = (message) => console.log(`[feed bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

/** One user going to 150 upcoming events of another host and hosting 50, in five zones. */
const SEED_SQL = `
  with users_made as (
    insert into users (id, username, first_name, last_name, email, password_hash, created_at)
    values (gen_random_uuid(), 'feed_owner', 'Fay', 'Feed', 'feed@example.com', 'x', now()),
           (gen_random_uuid(), 'feed_host', 'Hal', 'Host', 'host@example.com', 'x', now())
    returning id, username
  ),
  owner as (select id from users_made where username = 'feed_owner'),
  host as (select id from users_made where username = 'feed_host'),
  made as (
    insert into events (id, slug, title, tagline, host_id, starts_at, ends_at, time_zone, location,
      location_reveal, is_draft, is_published, created_at, updated_at)
    select gen_random_uuid(), 'feed-night-' || i, 'Feed Night ' || i, 'Night number ' || i,
      case when i <= 150 then (select id from host) else (select id from owner) end,
      now() + make_interval(days => i), now() + make_interval(days => i, hours => 5),
      (array['America/Chicago', 'Europe/Berlin', 'Asia/Tokyo', 'America/New_York', 'UTC'])[1 + i % 5],
      'Venue ' || i || ', Some Street',
      jsonb_build_object('mode', case when i % 4 = 0 then 'on-rsvp' else 'public' end, 'hoursBefore', null),
      false, true, now(), now()
    from generate_series(1, ${LIMITS.events}) as i
    returning id, host_id
  ),
  going as (
    insert into rsvps (id, event_id, user_id, guest_name, response, plus_ones, status, created_at)
    select gen_random_uuid(), made.id, (select id from owner), 'Fay Feed', 'going', 0, 'confirmed', now()
    from made where made.host_id = (select id from host)
  )
  insert into calendar_feeds (user_id, token, created_at) select id, $1, now() from owner`;

async function hammer(url, duration, headers = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function measure(name, url, headers = {}) {
  await hammer(url, WARMUP, headers);
  const loadBefore = load();
  const run = await hammer(url, DURATION, headers);
  log(
    `${name}: ${run.requestsPerSecond} req/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, load ${loadBefore} → ${load()}`,
  );
  return { ...run, loadBefore, loadAfter: load() };
}

async function main() {
  await withClient(ADMIN_URL, async (admin) => {
    await admin.query(`drop database if exists ${DB_NAME} with (force)`);
    await admin.query(`create database ${DB_NAME}`);
  });
  await runToCompletion('migrate', 'backend/dist/migrate.js', { ...process.env, DATABASE_URL: dbUrl });
  await withClient(dbUrl, async (client) => {
    await client.query(SEED_SQL, [TOKEN]);
    // Statistics as a live database has them (autovacuum would gather them soon after).
    await client.query('analyze');
  });
  log(`seeded: ${LIMITS.events} events for one feed`);

  const apiPort = await freePort();
  const api = startProcess('api', 'backend/dist/main.js', {
    ...process.env,
    REDIS_URL: '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    APP_ORIGIN: `http://127.0.0.1:${apiPort}`,
    DATABASE_URL: dbUrl,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    COOKIE_SECURE: 'false',
    MIGRATE_ON_BOOT: 'false',
    RUN_WORKERS: 'false',
    RUN_OUTBOX_RELAY: 'false',
    SEED_DEMO_DATA: 'false',
    QUEUE_PREFIX: 'benchfeed',
  });
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  await waitUntilServing(api, apiUrl);
  const feedUrl = `${apiUrl}/api/calendar/${TOKEN}.ics`;
  const sample = await (await fetch(feedUrl)).text();
  const events = sample.split('BEGIN:VEVENT').length - 1;
  if (events !== LIMITS.events) throw new Error(`the feed lists ${events} events, expected ${LIMITS.events}`);
  const apiRun = await measure('API /api/calendar/<token>.ics', feedUrl);
  // As calendar apps ask (Apple's, Google's and Outlook's fetchers take gzip): informational.
  const gzipRun = await measure('API, gzip', feedUrl, { 'accept-encoding': 'gzip' });
  await api.stop();

  const rawPort = await freePort();
  const raw = startProcess('raw feed', path.join(here, 'raw-feed-server.mjs'), {
    ...process.env,
    DATABASE_URL: dbUrl,
    PORT: String(rawPort),
    POOL_MAX: String(POOL_MAX),
  });
  const rawUrl = `http://127.0.0.1:${rawPort}/feed/${TOKEN}`;
  for (let tries = 0; ; tries += 1) {
    const ok = await fetch(rawUrl).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (tries > 100) throw new Error(`the raw feed server did not answer:\n${raw.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const rawRun = await measure('raw pg (same statement, rows as JSON)', rawUrl);
  await raw.stop();

  console.log(
    '\n| calendar feed, 200 events, %d connections | req/s | p50 ms | p99 ms | errors | non-2xx |',
    CONNECTIONS,
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  const runs = { api: apiRun, apiGzip: gzipRun, raw: rawRun };
  for (const [name, run] of [
    ['API (.ics)', apiRun],
    ['API (.ics, gzip)', gzipRun],
    ['raw pg (rows)', rawRun],
  ]) {
    console.log(
      `| ${name} | ${run.requestsPerSecond} | ${run.p50Ms} | ${run.p99Ms} | ${run.errors} | ${run.non2xx} |`,
    );
  }
  console.log(
    `API / raw: ${(apiRun.requestsPerSecond / rawRun.requestsPerSecond).toFixed(2)}; machine load ${load()}`,
  );
  console.log(
    `wrote ${await writeResults('calendar-feed.json', {
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, loadAtEnd: load() },
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      events: LIMITS.events,
      requiredP99Ms: LIMITS.maxP99Ms,
      runs,
    })}`,
  );
  const misses = [];
  if (apiRun.p99Ms >= LIMITS.maxP99Ms) misses.push(`API p99 ${apiRun.p99Ms} ms ≥ ${LIMITS.maxP99Ms} ms`);
  if (apiRun.errors + apiRun.non2xx > 0) misses.push('API errors or non-2xx answers');
  if (misses.length > 0) {
    console.log(`\n✖ ${misses.join('; ')}`);
    process.exitCode = 1;
  } else console.log('\n✔ the feed meets its requirement');
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stopAll();
  if (!args.keep)
    await withClient(ADMIN_URL, (admin) => admin.query(`drop database if exists ${DB_NAME} with (force)`));
}
