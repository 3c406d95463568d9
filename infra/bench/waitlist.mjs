#!/usr/bin/env node
// Waitlist benchmark (issue 20 §3): "releasing 100 places on an event with 5,000 waiting parties
// sends all offers within 5 s; accepting an offer costs one short transaction". Through the built
// API (workers off) and a separate built worker process on Redis, as in production.
//
//   npx nx run @nightlife/backend:build
//   node infra/bench/waitlist.mjs            # --parties=5000 --places=100 --counted=20 --no-kill --keep
//
// A fresh `nightlife_bench_waitlist` database, seeded with SQL (then the backend's recount): three
// identical full events of capacity 100 (a fourth unless --no-kill), each with 100 holders (a
// going RSVP of one) and 5,000 waiting parties (mostly of one, one in ten of two, one in twenty of
// three, each its own user), and one with its 100 holders and nobody waiting; sessions are stored rows, cookies signed
// with the run's secret. After a warm-up (a small event's release, so neither side pays the first
// request's compilation or the worker's first round):
//   1. baseline A, the same release without offers: the 100 holders of an event where nobody waits
//      cancel through the API, all at once: what freeing the places costs by itself (a waitlist
//      switched off would not do: those already in line keep their turn);
//   2. the product: the 100 holders of an event cancel the same way; the clock runs from the first
//      request until the offers hold all 100 places (polled every 25 ms: the statement that writes
//      an offer commits its notice and email job with it), and until the offer emails reached a
//      real SMTP server (counting-smtp.mjs). Each round job's trip (a cancellation's save, the
//      outbox relay, BullMQ, the worker's round) is read back from the outbox and the queue, and
//      the worker reaches PostgreSQL through a tap that keeps its statements' texts: its round
//      loads, and its saves that lost the race to a cancellation's save (decided again);
//   3. the same on the third event with the holders cancelling one after the other, so offer
//      rounds run while places are still being freed, each on what was free when it ran; also
//      how long each freed place waited for its offer;
//   4. baseline B, the offers written raw: with the worker stopped (its sweep would offer them),
//      the 100 holders of a full event of its own are removed in SQL (100 places free, the same
//      queue), then one transaction with `pg` locks its places row, reads the candidates, picks with the
//      domain's partiesToOffer and writes the same rows (offers, RSVPs, notices, email jobs,
//      counters) in one statement. A + B is the same work without the outbox and queue hop
//      between the release and the round: the floor the product is measured against;
//   5. accepts: offered guests of step 2 accept through a second API behind a statement counter
//      (statement-counter.mjs, behind a tap that keeps each statement's text: a BEGIN would show
//      an explicit transaction, an insert/update/delete a write), then the rest through the main
//      API for latency;
//   6. unless --no-kill, the worker SIGKILLed (as reminders.mjs does): on the fourth event the
//      holders cancel at once; once a quarter of the offer emails partiesToOffer expects reached
//      the SMTP server the worker is killed, what it left is read (offers, notices marked sent,
//      messages received but not marked, unfinished jobs) and a new worker started; once nothing
//      is pending (notice emails, outbox rows, round and email jobs, free places a waiting party
//      fits) it checks that no RSVP got two offers, every free place was offered (or no waiting
//      party fits the rest), each offer has exactly one `waitlist.offered` notice, each notice's
//      email arrived exactly once by Message-ID, the counters equal a recount, never over capacity.
// It checks that no poll saw more places held than the capacity, that the counters equal a
// recount from the rows, that every round offered the parties partiesToOffer picks from what was
// still waiting, and that every offered guest has one `waitlist.offered` notice and one email.
// Exits non-zero when the offers take more than 5 s from the first cancellation (either release),
// a check fails (the kill run's included), or an accept runs more than one writing statement or
// any explicit transaction. Needs PostgreSQL (BENCH_ADMIN_URL, default
// postgres://postgres@127.0.0.1:5432/postgres) and REDIS_URL (default redis://127.0.0.1:6379).
// Results: results/waitlist.json.

import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import net from 'node:net';
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
import { rawSqlClient } from './raw-baseline-server.mjs';
import { signSessionId } from './raw-rsvp-server.mjs';
import { startStatementCounter } from './statement-counter.mjs';
import { writeResults } from './write-results.mjs';

const backendRequire = createRequire(new URL('../../backend/package.json', import.meta.url));
const domain = createRequire(import.meta.url)('../../domain/dist/index.js');
const { RECOUNT_PLACES_SQL, placesHeldSql } = backendRequire(
  './dist/modules/rsvps/persistence/places.sql.js',
);
const Redis = backendRequire('ioredis');
const { Queue } = backendRequire('bullmq');

const { values: args } = parseArgs({
  options: {
    parties: { type: 'string', default: '5000' },
    places: { type: 'string', default: '100' },
    counted: { type: 'string', default: '20' },
    'no-kill': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const PARTIES = Number(args.parties);
const PLACES = Number(args.places);
const COUNTED = Number(args.counted);
const KILL = !args['no-kill'];
const LIMITS = { allOffersMs: 5000, writesPerAccept: 1, beginsPerAccept: 0 };
const WARMUP = { places: 10, parties: 30 };
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DB_NAME = 'nightlife_bench_waitlist';
const dbUrl = benchDatabaseUrl(DB_NAME);
const SESSION_SECRET = randomBytes(32).toString('hex');
const QUEUE_PREFIX = `bench_wl_${randomBytes(3).toString('hex')}`;

const log = (message) => console.log(`[waitlist ${new Date().toISOString().slice(11, 19)}] ${message}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (ms) => Math.round(ms);
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1));
};

// ---- seeding --------------------------------------------------------------------------------

const userId = (key, kind, i) => `md5('wl-${key}-${kind}-' || ${i})::uuid`;

/**
 * One full event: `places` holders (a going RSVP of one each, confirmed) and `parties` waiting
 * parties after them (a second apart, in that order; one in ten of two, one in twenty of three),
 * each RSVP its own user. Answers the event's id and slug.
 */
async function seedEvent(client, { key, places, parties, waitlist, hostId }) {
  const slug = `waitlist-${key}-${randomBytes(3).toString('hex')}`;
  const {
    rows: [event],
  } = await client.query(
    `insert into events (id, slug, title, starts_at, time_zone, location, max_capacity, unlimited_spots,
       waitlist, host_id, created_at)
     values (gen_random_uuid(), $1, 'Waitlist night ' || $2, date_trunc('day', now()) + interval '30 days 22 hours',
       'UTC', 'Pier 9, Dock Street', $3, false, $4, $5, now() - interval '7 days')
     returning id, slug`,
    [slug, key, places, waitlist, hostId],
  );
  await client.query(
    `insert into users (id, username, first_name, last_name, email, password_hash)
     select case when s.kind = 'h' then ${userId(key, 'h', 's.i')} else ${userId(key, 'w', 's.i')} end,
       'wl_' || $1 || '_' || s.kind || s.i, 'Guest', s.kind || s.i, 'wl.' || $1 || '.' || s.kind || s.i || '@bench.nightlife.dev', 'x'
     from (select 'h' as kind, i from generate_series(1, $2::int) i
           union all select 'w', i from generate_series(1, $3::int) i) s`,
    [key, places, parties],
  );
  await client.query(
    `insert into rsvps (id, event_id, user_id, guest_name, response, plus_ones, status, created_at)
     select gen_random_uuid(), $1, ${userId(key, 'h', 'i')}, 'Holder ' || i, 'going', 0, 'confirmed',
       now() - interval '6 days' + i * interval '1 second'
     from generate_series(1, $2::int) i`,
    [event.id, places],
  );
  await client.query(
    `insert into rsvps (id, event_id, user_id, guest_name, response, plus_ones, status, created_at)
     select gen_random_uuid(), $1, ${userId(key, 'w', 'i')}, 'Party ' || i, 'going',
       case when i % 20 = 7 then 2 when i % 10 = 3 then 1 else 0 end, 'waitlisted',
       now() - interval '5 days' + i * interval '1 second'
     from generate_series(1, $2::int) i`,
    [event.id, parties],
  );
  return event;
}

/** A stored session per bench user (as drop.mjs): answers user id → signed cookie. */
async function storeSessions(client) {
  const { rows } = await client.query(`select id from users where username like 'wl\\_%' order by id`);
  const ids = rows.map((row) => row.id);
  const sids = ids.map(() => randomBytes(18).toString('base64url'));
  await client.query(
    `insert into user_sessions (sid, sess, expire)
     select s.sid,
       json_build_object(
         'cookie', json_build_object('originalMaxAge', 86400000, 'expires', now() + interval '1 day',
           'httpOnly', true, 'path', '/', 'sameSite', 'lax', 'secure', false),
         'passport', json_build_object('user', s.user_id)),
       now() + interval '1 day'
     from unnest($1::text[], $2::uuid[]) as s(sid, user_id)`,
    [sids, ids],
  );
  return new Map(
    ids.map((id, i) => [id, `nightlife.sid=${encodeURIComponent(signSessionId(sids[i], SESSION_SECRET))}`]),
  );
}

async function seed(client) {
  const {
    rows: [host],
  } = await client.query(
    `insert into users (id, username, first_name, last_name, email, password_hash, is_promoter)
     values (gen_random_uuid(), 'wl_host', 'Bench', 'Host', 'wl.host@bench.nightlife.dev', 'x', true)
     returning id`,
  );
  const hostId = host.id;
  const events = {
    warmup: await seedEvent(client, { key: 'warm', ...WARMUP, waitlist: true, hostId }),
    off: await seedEvent(client, { key: 'off', places: PLACES, parties: 0, waitlist: false, hostId }),
    raw: await seedEvent(client, { key: 'raw', places: PLACES, parties: PARTIES, waitlist: true, hostId }),
    on: await seedEvent(client, { key: 'on', places: PLACES, parties: PARTIES, waitlist: true, hostId }),
    seq: await seedEvent(client, { key: 'seq', places: PLACES, parties: PARTIES, waitlist: true, hostId }),
    // The worker-SIGKILL scenario's own full event, the same shape.
    ...(KILL
      ? {
          kill: await seedEvent(client, {
            key: 'kill',
            places: PLACES,
            parties: PARTIES,
            waitlist: true,
            hostId,
          }),
        }
      : {}),
  };
  // Written past EventPlaces: the counters come from the rows, with the backend's own recount.
  await rawSqlClient(client).query(RECOUNT_PLACES_SQL, [Object.values(events).map((event) => event.id)]);
  const cookies = await storeSessions(client);
  await client.query('vacuum analyze users, events, rsvps, event_places, user_sessions');
  return { events, cookies };
}

// ---- reading the state ----------------------------------------------------------------------

/** The event's RSVPs of one status, in queue order, as the domain reads a waiting party. */
async function partiesOf(client, eventId, status) {
  const { rows } = await client.query(
    `select id, user_id, plus_ones, created_at from rsvps where event_id = $1 and status = $2
     order by created_at, id`,
    [eventId, status],
  );
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    plusOnes: row.plus_ones,
    createdAt: row.created_at,
  }));
}

/** One poll: places offered and open, the counters, and the places held counted from the rows. */
async function placesState(client, eventId) {
  const { rows } = await client.query(
    `select
       (select coalesce(sum(places), 0)::int from waitlist_offers where event_id = $1 and outcome is null) as offered,
       (select count(*)::int from waitlist_offers where event_id = $1) as offers,
       p.places_taken, p.parties_waiting,
       (select coalesce(sum(${placesHeldSql('r')}), 0)::int from rsvps r where r.event_id = $1) as held,
       (select count(*)::int from rsvps r where r.event_id = $1 and r.status = 'waitlisted') as waiting,
       e.max_capacity
     from events e join event_places p on p.event_id = e.id where e.id = $1`,
    [eventId],
  );
  return rows[0];
}

// ---- the release ----------------------------------------------------------------------------

/**
 * Every cookie's guest cancels their RSVP to the event, all at once (or one after the other, each
 * waiting for the previous answer); tallies the answers.
 */
async function cancelAll(baseUrl, slug, cookies, { oneByOne = false } = {}) {
  const started = performance.now();
  const answers = {};
  const latencies = [];
  const freedAt = [];
  const cancel = async (cookie) => {
    const sent = performance.now();
    const response = await fetch(`${baseUrl}/api/events/${slug}/rsvp`, {
      method: 'DELETE',
      headers: { cookie, origin: baseUrl },
    });
    await response.text();
    latencies.push(performance.now() - sent);
    if (response.status === 204) freedAt.push(performance.now());
    answers[response.status] = (answers[response.status] ?? 0) + 1;
  };
  if (oneByOne) for (const cookie of cookies) await cancel(cookie);
  else await Promise.all(cookies.map(cancel));
  return {
    summary: {
      answers,
      allAnsweredMs: round(performance.now() - started),
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
    },
    // When each place was freed (its cancellation answered), in order.
    freedAt: freedAt.sort((a, b) => a - b),
  };
}

async function holderCookies(client, event, cookies) {
  const { rows } = await client.query(
    `select user_id from rsvps where event_id = $1 and status = 'confirmed' order by created_at`,
    [event.id],
  );
  return rows.map((row) => cookies.get(row.user_id));
}

/**
 * Releases the event's places (its holders cancel) and polls until the offers hold `places`
 * places: answers the timings from the first request, and the highest places held any poll saw.
 */
async function releaseAndWait(client, api, smtp, event, cookies, places, { oneByOne = false } = {}) {
  const holders = await holderCookies(client, event, cookies);
  smtp.reset();
  const startedEpoch = Date.now();
  const started = performance.now();
  const cancelling = cancelAll(api.baseUrl, event.slug, holders, { oneByOne });
  let firstOfferMs = null;
  let allOffersMs = null;
  let polls = 0;
  let maxHeld = 0;
  let maxCounter = 0;
  let capacity = null;
  const offeredAt = []; // [time of a poll, places offered it saw]
  while (performance.now() - started < 60_000) {
    const polled = performance.now();
    const state = await placesState(client, event.id);
    offeredAt.push([polled, state.offered]);
    polls += 1;
    capacity = state.max_capacity;
    maxHeld = Math.max(maxHeld, state.held);
    maxCounter = Math.max(maxCounter, state.places_taken);
    if (firstOfferMs === null && state.offers > 0) firstOfferMs = round(performance.now() - started);
    if (state.offered >= places) {
      allOffersMs = round(performance.now() - started);
      break;
    }
    await sleep(25);
  }
  const { summary: cancels, freedAt } = await cancelling;
  // How long each freed place waited for an offer: from the answer of the k-th cancellation to
  // the first poll that saw k places offered (polls started before it answered excluded).
  const waits = freedAt.flatMap((freed, k) => {
    const seen = offeredAt.find(([polled, offered]) => polled >= freed && offered >= k + 1);
    return seen ? [seen[0] - freed] : [];
  });
  // Any late or extra round would show now.
  await sleep(1000);
  const after = await placesState(client, event.id);
  maxHeld = Math.max(maxHeld, after.held);
  maxCounter = Math.max(maxCounter, after.places_taken);
  return {
    startedEpoch,
    started,
    cancels,
    firstOfferMs,
    allOffersMs,
    polls,
    placeWaitP50Ms: waits.length ? round(percentile(waits, 50)) : null,
    placeWaitMaxMs: waits.length ? round(percentile(waits, 100)) : null,
    maxHeld,
    maxCounter,
    capacity,
    after,
  };
}

/** How long until the offers' emails reached the SMTP server, from the release's start. */
async function waitForEmails(smtp, expected, started) {
  const deadline = performance.now() + 60_000;
  while (smtp.received.size < expected && performance.now() < deadline) await sleep(50);
  await sleep(1000); // a duplicate would arrive now
  return {
    emailsReceived: smtp.received.size,
    emailsReceivedTwice: [...smtp.received.values()].filter((n) => n > 1).length,
    allEmailsMs: smtp.times.length ? round(Math.max(...smtp.times) - started) : null,
  };
}

/**
 * The offers as rounds (a round's offers share its `now`), each checked against partiesToOffer
 * over what was still waiting when it ran: a round that saw f free places offers the parties the
 * rule picks from f (with parties of one waiting, every free place is used, so f is what it offered).
 */
async function checkRounds(client, eventId, queue) {
  const { rows } = await client.query(
    `select o.rsvp_id, o.places, o.offered_at, r.plus_ones from waitlist_offers o join rsvps r on r.id = o.rsvp_id
     where o.event_id = $1 order by o.offered_at, o.id`,
    [eventId],
  );
  const rounds = new Map();
  for (const row of rows) {
    const key = row.offered_at.getTime();
    rounds.set(key, [...(rounds.get(key) ?? []), row]);
  }
  let remaining = queue;
  const perRound = [];
  let inOrder = true;
  for (const offers of rounds.values()) {
    const placesOffered = offers.reduce((sum, offer) => sum + offer.places, 0);
    const expected = domain.partiesToOffer(placesOffered, remaining).map((party) => party.id);
    const got = offers.map((offer) => offer.rsvp_id);
    const same = expected.length === got.length && expected.every((id) => got.includes(id));
    if (!same) inOrder = false;
    perRound.push({ places: placesOffered, parties: got.length, asTheRule: same });
    remaining = remaining.filter((party) => !got.includes(party.id));
  }
  const offered = new Set(rows.map((row) => row.rsvp_id));
  const oneRound = domain.partiesToOffer(PLACES, queue).map((party) => party.id);
  return {
    rounds: perRound,
    everyRoundAsTheRule: inOrder,
    placesMatchParties: rows.every((row) => row.places === 1 + row.plus_ones),
    // Rounds that see places one by one may pass a party of three that one round of all 100 would
    // reach (partiesToOffer keeps no place for it): informational.
    sameAsOneRoundOfAll: oneRound.length === offered.size && oneRound.every((id) => offered.has(id)),
    differentFromOneRound: oneRound.filter((id) => !offered.has(id)).length,
  };
}

/** The places held and the parties waiting, counted from the event's RSVPs. */
async function recountPlaces(client, eventId) {
  const { rows } = await client.query(
    `select coalesce(sum(${placesHeldSql('r')}), 0)::int as held,
       (count(*) filter (where r.status = 'waitlisted'))::int as waiting
     from rsvps r where r.event_id = $1`,
    [eventId],
  );
  return rows[0];
}

/** Every offered guest has exactly one offer notice and one open offer; nobody else has either. */
async function checkNotices(client, eventId) {
  const { rows } = await client.query(
    `select
       (select count(*)::int from rsvps where event_id = $1 and status = 'offered') as offered_rsvps,
       (select count(*)::int from waitlist_offers where event_id = $1 and outcome is null) as open_offers,
       (select count(*)::int from rsvp_notices where event_id = $1 and kind = 'waitlist.offered') as notices,
       (select count(*)::int from (
          select r.id from rsvps r
          left join rsvp_notices n on n.rsvp_id = r.id and n.kind = 'waitlist.offered'
          left join waitlist_offers o on o.rsvp_id = r.id and o.outcome is null
          where r.event_id = $1 and r.status = 'offered'
          group by r.id having count(distinct n.id) <> 1 or count(distinct o.id) <> 1) x) as offered_without_one,
       (select count(*)::int from rsvp_notices n join rsvps r on r.id = n.rsvp_id
          where n.event_id = $1 and n.kind = 'waitlist.offered' and r.status <> 'offered') as notices_to_others`,
    [eventId],
  );
  return rows[0];
}

/**
 * The round jobs the release wrote, with their trip: written by a cancellation's save, put on
 * BullMQ by an outbox relay, run by the worker (ms from the release's start; offers made).
 */
async function roundJobs(client, redis, eventId, startedEpoch) {
  const { rows } = await client.query(
    `select id, created_at from job_outbox
     where job_name = $1 and payload ->> 'eventId' = $2::text order by created_at`,
    [domain.offerFreedPlacesJob.name, eventId],
  );
  const since = (ms) => (ms ? round(ms - startedEpoch) : null);
  const queue = new Queue(domain.offerFreedPlacesJob.name, { connection: redis, prefix: QUEUE_PREFIX });
  try {
    const jobs = [];
    for (const row of rows) {
      const job = await queue.getJob(row.id);
      jobs.push({
        writtenMs: since(row.created_at.getTime()),
        queuedMs: since(job?.timestamp),
        startedMs: since(job?.processedOn),
        finishedMs: since(job?.finishedOn),
        offers: job?.returnvalue?.offers ?? null,
        attemptsMade: job?.attemptsMade ?? null,
      });
    }
    return jobs;
  } finally {
    await queue.close();
  }
}

// ---- baseline B: the offers written raw ----------------------------------------------------

/**
 * One offer round the classic raw way, in one transaction on one `pg` client: lock the event's
 * places row, read the candidates (of each party size the first free / size, as the store does),
 * pick with the domain's rule, write the offers, the RSVPs, the notices with their email jobs and
 * the counters in one statement, commit. `commit: false` rolls back (the warm-up).
 */
async function rawOfferRound(client, eventId, { commit }) {
  const started = performance.now();
  await client.query('begin');
  const {
    rows: [event],
  } = await client.query(
    `select e.max_capacity - p.places_taken as free, e.starts_at, e.waitlist_offer_hours from events e
     join event_places p on p.event_id = e.id where e.id = $1 for update of p`,
    [eventId],
  );
  const { rows } = await client.query(
    `select id, plus_ones, created_at from (
       select r.*, row_number() over (partition by r.plus_ones order by r.created_at, r.id) as turn
       from rsvps r where r.event_id = $1 and r.status = 'waitlisted' and 1 + r.plus_ones <= $2::int
     ) w where w.turn <= $2::int / (1 + w.plus_ones)`,
    [eventId, event.free],
  );
  const now = new Date();
  const picked = domain.partiesToOffer(
    event.free,
    rows.map((row) => ({ id: row.id, plusOnes: row.plus_ones, createdAt: row.created_at })),
  );
  const {
    rows: [written],
  } = await client.query(
    `with offers as (
       insert into waitlist_offers (id, event_id, rsvp_id, places, offered_at, expires_at)
       select gen_random_uuid(), r.event_id, r.id, 1 + r.plus_ones, $2, $3
       from rsvps r where r.id = any($4::uuid[])
       returning id, rsvp_id, places
     ),
     moved as (update rsvps r set status = 'offered' where r.id = any($4::uuid[])),
     notices as (
       insert into rsvp_notices (id, rsvp_id, user_id, event_id, kind, email_status, created_at, offer_id)
       select gen_random_uuid(), o.rsvp_id, r.user_id, $1, 'waitlist.offered', 'queued', now(), o.id
       from offers o join rsvps r on r.id = o.rsvp_id
       returning id
     ),
     mailed as (
       insert into job_outbox (id, job_name, payload, created_at)
       select id, $5, jsonb_build_object('noticeId', id), now() from notices
     ),
     counted as (
       update event_places set places_taken = places_taken + (select sum(places) from offers),
         parties_waiting = parties_waiting - (select count(*) from offers), version = version + 1
       where event_id = $1
     )
     select count(*)::int as offers, coalesce(sum(places), 0)::int as places from offers`,
    [
      eventId,
      now,
      domain.offerDeadline(now, event.starts_at, event.waitlist_offer_hours),
      picked.map((party) => party.id),
      domain.emailRsvpNoticeJob.name,
    ],
  );
  await client.query(commit ? 'commit' : 'rollback');
  return { ms: Number((performance.now() - started).toFixed(1)), candidatesRead: rows.length, ...written };
}

// ---- accepts --------------------------------------------------------------------------------

/**
 * A TCP proxy that keeps the text of every statement its clients run (a simple `Query`, or the
 * prepared statement an `Execute`'s `Bind` named; framed as statement-counter.mjs frames them): in front of the
 * statement counter, which statements an accept runs and whether any is a BEGIN; in front of
 * PostgreSQL, the worker's round loads and saves.
 */
async function startStatementTap(target) {
  const texts = [];
  const sockets = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    sockets.add(client).add(upstream);
    let buffered = Buffer.alloc(0);
    let startup = true;
    // A prepared statement's text by its name (unnamed: ''), and the one the last Bind named: an
    // Execute runs that one, which need not be the last parsed (SqlClient's statements are parsed
    // once per connection, ADR 0042).
    const statements = new Map();
    let bound = '';
    client.on('data', (chunk) => {
      upstream.write(chunk);
      buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
      for (;;) {
        if (startup) {
          if (buffered.length < 8 || buffered.length < buffered.readInt32BE(0)) break;
          const code = buffered.readInt32BE(4);
          startup = code === 80877103 || code === 80877104; // SSL / GSSENC requests come first
          buffered = buffered.subarray(buffered.readInt32BE(0));
          continue;
        }
        if (buffered.length < 5 || buffered.length < 1 + buffered.readInt32BE(1)) break;
        const type = String.fromCharCode(buffered[0]);
        const body = buffered.subarray(5, 1 + buffered.readInt32BE(1));
        if (type === 'Q') texts.push(body.toString('utf8', 0, body.indexOf(0)));
        if (type === 'P') {
          const nameEnd = body.indexOf(0);
          statements.set(
            body.toString('utf8', 0, nameEnd),
            body.toString('utf8', nameEnd + 1, body.indexOf(0, nameEnd + 1)),
          );
        }
        if (type === 'B') {
          const portalEnd = body.indexOf(0);
          bound = statements.get(body.toString('utf8', portalEnd + 1, body.indexOf(0, portalEnd + 1))) ?? '';
        }
        if (type === 'E') texts.push(bound);
        buffered = buffered.subarray(1 + buffered.readInt32BE(1));
      }
    });
    upstream.pipe(client);
    const teardown = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    for (const socket of [client, upstream]) {
      socket.on('error', teardown);
      socket.on('close', teardown);
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    texts,
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

async function accept(baseUrl, offer, cookie) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/waitlist-offers/${offer.id}/accept`, {
    method: 'POST',
    headers: { cookie, origin: baseUrl },
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`accept: ${response.status} ${body}`);
  return performance.now() - started;
}

const firstWords = (text) => text.replace(/\s+/g, ' ').trim().slice(0, 90);
const isBegin = (text) => /^\s*(begin|start\s+transaction)\b/i.test(text);
const isWrite = (text) => /\b(insert|update|delete)\b/i.test(text);

/** Statements per accept on an API behind the counter and the tap; then latency on the main API. */
async function measureAccepts(client, smtp, api, eventId, cookies) {
  const { rows: offers } = await client.query(
    `select o.id, r.user_id from waitlist_offers o join rsvps r on r.id = o.rsvp_id
     where o.event_id = $1 and o.outcome is null order by o.offered_at, o.id`,
    [eventId],
  );
  const { hostname, port } = new URL(dbUrl);
  const counter = await startStatementCounter({ host: hostname, port: Number(port) });
  const tap = await startStatementTap({ host: '127.0.0.1', port: counter.port });
  const viaTap = new URL(dbUrl);
  viaTap.host = `127.0.0.1:${tap.port}`;
  // No relay: an idle API then sends nothing, so everything counted is the accepts' own.
  const counted = await startApi(
    { ...baseEnv(smtp.url, viaTap.toString()), RUN_OUTBOX_RELAY: 'false' },
    'api (counted)',
  );
  try {
    const quietSecond = async () => {
      const before = counter.statements;
      await sleep(1000);
      return counter.statements === before;
    };
    for (let tries = 0; !(await quietSecond()); tries++) {
      if (tries === 10) throw new Error('the counted API never stops sending statements while idle');
    }
    const sample = offers.slice(0, COUNTED + 1);
    await accept(counted.baseUrl, sample[0], cookies.get(sample[0].user_id)); // connections, plans: not per accept
    const before = counter.statements;
    const textsBefore = tap.texts.length;
    const countedLatencies = [];
    for (const offer of sample.slice(1))
      countedLatencies.push(await accept(counted.baseUrl, offer, cookies.get(offer.user_id)));
    const statements = counter.statements - before;
    const texts = tap.texts.slice(textsBefore);
    if (!(await quietSecond()))
      throw new Error('the counted API sent statements while idle: the counts are unreliable');

    const rest = offers.slice(COUNTED + 1);
    const latencies = [];
    for (const offer of rest) latencies.push(await accept(api.baseUrl, offer, cookies.get(offer.user_id)));
    const n = sample.length - 1;
    return {
      counted: n,
      statementsPerAccept: Number((statements / n).toFixed(2)),
      tappedPerAccept: Number((texts.length / n).toFixed(2)),
      beginsPerAccept: Number((texts.filter(isBegin).length / n).toFixed(2)),
      writesPerAccept: Number((texts.filter(isWrite).length / n).toFixed(2)),
      // One accept's statements, in order.
      statements: texts.slice(0, Math.round(texts.length / n)).map(firstWords),
      countedP50Ms: percentile(countedLatencies, 50),
      timed: latencies.length,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      maxMs: percentile(latencies, 100),
    };
  } finally {
    await counted.stop();
    await tap.close();
    await counter.close();
  }
}

// ---- the product's release ------------------------------------------------------------------

/**
 * The product releases PLACES places of a full event (its holders cancel through the API) and
 * offers them; answers the timings, the round jobs, the checks and what failed.
 */
async function measureRelease(client, redis, api, workerTap, smtp, event, cookies, { oneByOne }) {
  const queue = await partiesOf(client, event.id, 'waitlisted');
  const tapped = workerTap.texts.length;
  const release = await releaseAndWait(client, api, smtp, event, cookies, PLACES, { oneByOne });
  // What the worker ran meanwhile: every places load is a round's (the worker changes places only
  // in rounds), every places save a round that had offers to write; a save that lost its race to a
  // cancellation's is decided again from a fresh load.
  const workerTexts = workerTap.texts.slice(tapped).map(firstWords);
  const roundLoads = workerTexts.filter((text) => text.startsWith('with ev as materialized')).length;
  const roundSaves = workerTexts.filter((text) => text.startsWith('with event as materialized')).length;
  const notices = await checkNotices(client, event.id);
  const emails = await waitForEmails(smtp, notices.notices, release.started);
  const rounds = await checkRounds(client, event.id, queue);
  const jobs = await roundJobs(client, redis, event.id, release.startedEpoch);
  const recount = await recountPlaces(client, event.id);
  const product = {
    cancels: release.cancels,
    firstOfferMs: release.firstOfferMs,
    allOffersMs: release.allOffersMs,
    afterLastCancelMs:
      release.allOffersMs === null ? null : release.allOffersMs - release.cancels.allAnsweredMs,
    // From a place's cancellation answered to a poll seeing it offered (polls every 25 ms).
    placeWaitP50Ms: release.placeWaitP50Ms,
    placeWaitMaxMs: release.placeWaitMaxMs,
    polls: release.polls,
    offers: notices.open_offers,
    placesOffered: release.after.offered,
    ...emails,
    roundLoads,
    roundSaves,
    roundSavesLost: roundSaves - rounds.rounds.length,
    roundJobs: jobs,
  };
  const checks = {
    capacity: release.capacity,
    maxHeldSeen: release.maxHeld,
    maxCounterSeen: release.maxCounter,
    placesTaken: release.after.places_taken,
    placesTakenRecounted: recount.held,
    partiesWaiting: release.after.parties_waiting,
    partiesWaitingRecounted: recount.waiting,
    ...rounds,
    notices,
  };
  log(`product: ${JSON.stringify({ ...product, roundJobs: jobs.length })}`);
  log(`checks: ${JSON.stringify(checks)}`);
  const failures = [
    ...(release.allOffersMs === null || release.allOffersMs > LIMITS.allOffersMs
      ? [
          `offers of ${PLACES} places took ${release.allOffersMs ?? '> 60,000'} ms (max ${LIMITS.allOffersMs})`,
        ]
      : []),
    ...(release.cancels.answers[204] !== PLACES ? ['a cancellation failed'] : []),
    ...(release.maxHeld > release.capacity || release.maxCounter > release.capacity ? ['over capacity'] : []),
    ...(release.after.places_taken !== recount.held || release.after.parties_waiting !== recount.waiting
      ? ['counters differ from a recount']
      : []),
    ...(release.after.offered !== PLACES ? [`${release.after.offered} places offered, not ${PLACES}`] : []),
    ...(!rounds.everyRoundAsTheRule || !rounds.placesMatchParties
      ? ['a round did not follow partiesToOffer']
      : []),
    ...(notices.offered_without_one || notices.notices_to_others || notices.notices !== notices.open_offers
      ? ['offer notices']
      : []),
    ...(emails.emailsReceived !== notices.notices || emails.emailsReceivedTwice ? ['offer emails'] : []),
  ];
  return { product, checks, failures };
}

// ---- the worker SIGKILLed ------------------------------------------------------------------

/** An offer email's Message-ID (`<rsvps.notice.<noticeId>@…>`): its notice's id. */
const noticeIdOf = (messageId) => /<rsvps\.notice\.([0-9a-f-]{36})@/i.exec(messageId)?.[1] ?? null;

/** The round and the offer email jobs: the queues and outbox rows the kill is checked on. */
const KILL_JOBS = [domain.offerFreedPlacesJob.name, domain.emailRsvpNoticeJob.name];

/** Polls the event's places every 25 ms until stopped: the most held, by the rows and the counter. */
function baseEnv(smtpUrl, databaseUrl = dbUrl) {
  return productEnv({
    databaseUrl,
    redisUrl: REDIS_URL,
    sessionSecret: SESSION_SECRET,
    queuePrefix: QUEUE_PREFIX,
    smtpUrl,
  });
}

function watchPlaces(client, eventId) {
  let stopped = false;
  const seen = { polls: 0, maxHeld: 0, maxCounter: 0, capacity: null, firstOfferAt: null };
  const running = (async () => {
    while (!stopped) {
      const state = await placesState(client, eventId);
      seen.polls += 1;
      seen.capacity = state.max_capacity;
      seen.maxHeld = Math.max(seen.maxHeld, state.held);
      seen.maxCounter = Math.max(seen.maxCounter, state.places_taken);
      if (seen.firstOfferAt === null && state.offers > 0) seen.firstOfferAt = performance.now();
      await sleep(25);
    }
  })();
  running.catch(() => {}); // rethrown by stop()
  return {
    async stop() {
      stopped = true;
      await running;
      return seen;
    },
  };
}

/**
 * The event's offers, their notices and emails, and the work still pending: an RSVP with more than
 * one offer, an offer without exactly one `waitlist.offered` notice (joined by offer_id), a notice
 * of no offer of the event; notices whose email is still queued; outbox rows of the round and email
 * jobs not yet relayed; the free places and the smallest waiting party (why places stay unoffered).
 */
async function offerState(client, eventId) {
  const { rows } = await client.query(
    `select
       (select count(*)::int from waitlist_offers where event_id = $1) as offers,
       (select coalesce(sum(places), 0)::int from waitlist_offers where event_id = $1) as places_offered,
       (select count(*)::int from (select rsvp_id from waitlist_offers where event_id = $1
          group by rsvp_id having count(*) > 1) x) as rsvps_offered_twice,
       (select count(*)::int from waitlist_offers o where o.event_id = $1
          and (select count(*) from rsvp_notices n where n.offer_id = o.id and n.kind = 'waitlist.offered') <> 1)
         as offers_without_one_notice,
       (select count(*)::int from rsvp_notices n where n.event_id = $1 and n.kind = 'waitlist.offered'
          and not exists (select 1 from waitlist_offers o where o.id = n.offer_id and o.event_id = $1))
         as notices_without_offer,
       (select count(*)::int from rsvp_notices where event_id = $1 and kind = 'waitlist.offered') as notices,
       (select count(*)::int from rsvp_notices where event_id = $1 and kind = 'waitlist.offered'
          and email_status = 'queued') as emails_queued,
       (select count(*)::int from rsvp_notices where event_id = $1 and kind = 'waitlist.offered'
          and email_status = 'sent') as emails_marked_sent,
       (select count(*)::int from job_outbox where sent_at is null and job_name = any($2::text[])) as outbox_pending,
       e.max_capacity - p.places_taken as free,
       (select min(1 + plus_ones)::int from rsvps where event_id = $1 and status = 'waitlisted') as smallest_waiting
     from events e join event_places p on p.event_id = e.id where e.id = $1`,
    [eventId, KILL_JOBS],
  );
  return rows[0];
}

/** The jobs BullMQ holds for the round and the email queues that have not finished, per state. */
async function unfinishedJobs(redis) {
  const counts = {};
  for (const name of KILL_JOBS) {
    const queue = new Queue(name, { connection: redis, prefix: QUEUE_PREFIX });
    try {
      counts[name] = await queue.getJobCounts('active', 'wait', 'delayed', 'prioritized', 'waiting-children');
    } finally {
      await queue.close();
    }
  }
  return counts;
}
const totalOf = (counts) =>
  Object.values(counts).reduce(
    (sum, perState) => sum + Object.values(perState).reduce((a, b) => a + b, 0),
    0,
  );

/** Each offer notice's email status, by notice id. */
async function noticeStatuses(client, eventId) {
  const { rows } = await client.query(
    `select id, email_status from rsvp_notices where event_id = $1 and kind = 'waitlist.offered'`,
    [eventId],
  );
  return new Map(rows.map((row) => [row.id, row.email_status]));
}

/**
 * On its own full event, the holders cancel at once; once a quarter of the offer emails the rule
 * expects reached the SMTP server, the worker is SIGKILLed (as reminders.mjs does), what it left
 * is read, and a new worker is started; once nothing is pending (no queued notice email, no
 * unrelayed outbox row, no unfinished round or email job, every free place offered or too few for
 * any waiting party) and 2 s more (a duplicate would arrive then), the offers, notices and emails
 * are checked. Answers the new worker, the results and what failed.
 */
async function measureKill(client, redis, api, smtp, event, cookies, worker, startWorker) {
  const queue = await partiesOf(client, event.id, 'waitlisted');
  const expectedOffers = domain.partiesToOffer(PLACES, queue).length;
  const killAt = Math.max(1, Math.ceil(expectedOffers / 4));
  const holders = await holderCookies(client, event, cookies);
  smtp.reset();
  const started = performance.now();
  const watch = watchPlaces(client, event.id);
  const cancelling = cancelAll(api.baseUrl, event.slug, holders);
  while (smtp.received.size < killAt && performance.now() - started < 60_000) await sleep(5);
  const emailsAtKill = smtp.received.size;
  await worker.stop('SIGKILL');
  const killedAt = performance.now();
  log(`SIGKILLed the worker with ${emailsAtKill} of ${expectedOffers} offer emails received`);

  // What the kill left (no worker now: only the API's outbox relay moves anything).
  const [stateAtKill, jobsAtKill, statusesAtKill] = [
    await offerState(client, event.id),
    await unfinishedJobs(redis),
    await noticeStatuses(client, event.id),
  ];
  // Received by the server but not marked sent: their jobs will send them again (same Message-ID).
  const receivedNotMarkedAtKill = new Set(
    [...smtp.received.keys()].map(noticeIdOf).filter((noticeId) => statusesAtKill.get(noticeId) === 'queued'),
  );
  const { summary: cancels } = await cancelling;
  const restarted = startWorker();

  let settledAfterKillMs = null;
  let last = null;
  while (performance.now() - killedAt < 120_000) {
    const state = await offerState(client, event.id);
    const pendingJobs = totalOf(await unfinishedJobs(redis));
    last = { ...state, pendingJobs };
    const offeredAll =
      state.free === 0 || state.smallest_waiting === null || state.smallest_waiting > state.free;
    if (
      offeredAll &&
      state.emails_queued === 0 &&
      state.outbox_pending === 0 &&
      pendingJobs === 0 &&
      smtp.received.size >= state.notices
    ) {
      settledAfterKillMs = round(performance.now() - killedAt);
      break;
    }
    await sleep(100);
  }
  if (settledAfterKillMs === null) log(`not settled 120 s after the kill: ${JSON.stringify(last)}`);
  await sleep(2000); // a duplicate would arrive now
  const seen = await watch.stop();
  const after = await offerState(client, event.id);
  const places = await placesState(client, event.id);
  const recount = await recountPlaces(client, event.id);
  const notices = await checkNotices(client, event.id);
  const rounds = await checkRounds(client, event.id, queue);

  // Each offer notice's email by its Message-ID.
  const statuses = await noticeStatuses(client, event.id);
  const receivedByNotice = new Map();
  let otherMessages = 0;
  for (const [messageId, times] of smtp.received) {
    const noticeId = noticeIdOf(messageId);
    if (noticeId !== null && statuses.has(noticeId)) receivedByNotice.set(noticeId, times);
    else otherMessages += times;
  }
  const sentAfterKill = smtp.times.filter((time) => time > killedAt);
  const explained =
    after.places_offered === PLACES ||
    (after.free > 0 && (after.smallest_waiting === null || after.smallest_waiting > after.free));

  const result = {
    expectedOffers,
    cancels,
    firstOfferMs: seen.firstOfferAt === null ? null : round(seen.firstOfferAt - started),
    killedMs: round(killedAt - started),
    emailsAtKill,
    atKill: {
      offers: stateAtKill.offers,
      placesOffered: stateAtKill.places_offered,
      notices: stateAtKill.notices,
      emailsMarkedSent: stateAtKill.emails_marked_sent,
      receivedNotMarked: receivedNotMarkedAtKill.size,
      outboxPending: stateAtKill.outbox_pending,
      jobs: jobsAtKill,
    },
    settledAfterKillMs,
    // The new worker's first email (the jobs left waiting), and the last (those it was running
    // are taken again once their lock expires and a stalled check sees them, 15 s each).
    firstEmailAfterKillMs: sentAfterKill.length ? round(Math.min(...sentAfterKill) - killedAt) : null,
    lastEmailAfterKillMs: sentAfterKill.length ? round(Math.max(...sentAfterKill) - killedAt) : null,
    offers: after.offers,
    placesOffered: after.places_offered,
    free: after.free,
    smallestWaitingParty: after.smallest_waiting,
    rsvpsOfferedTwice: after.rsvps_offered_twice,
    notices: after.notices,
    offersWithoutOneNotice: after.offers_without_one_notice,
    noticesWithoutOffer: after.notices_without_offer,
    emailsReceived: receivedByNotice.size,
    emailsReceivedTwice: [...receivedByNotice.values()].filter((times) => times > 1).length,
    // Of those, the messages the server had accepted but the killed worker had not marked sent.
    twiceOfReceivedNotMarked: [...receivedByNotice].filter(
      ([noticeId, times]) => times > 1 && receivedNotMarkedAtKill.has(noticeId),
    ).length,
    emailsMissing: [...statuses.keys()].filter((id) => !receivedByNotice.has(id)).length,
    otherMessages,
    capacity: seen.capacity,
    maxHeldSeen: Math.max(seen.maxHeld, places.held),
    maxCounterSeen: Math.max(seen.maxCounter, places.places_taken),
    polls: seen.polls,
    placesTaken: places.places_taken,
    placesTakenRecounted: recount.held,
    partiesWaiting: places.parties_waiting,
    partiesWaitingRecounted: recount.waiting,
    ...rounds,
    checkNotices: notices,
  };
  log(`after the kill: ${JSON.stringify(result)}`);
  const failures = [
    ...(cancels.answers[204] !== PLACES ? ['a cancellation failed'] : []),
    ...(emailsAtKill >= expectedOffers ? ['the kill came after every offer email had arrived'] : []),
    ...(stateAtKill.offers === 0 ? ['the kill came before any offer'] : []),
    ...(settledAfterKillMs === null ? ['not settled within 120 s of the kill'] : []),
    ...(after.rsvps_offered_twice ? [`${after.rsvps_offered_twice} RSVPs offered twice`] : []),
    ...(!explained ? [`${after.places_offered} places offered, not ${PLACES}, with ${after.free} free`] : []),
    ...(after.offers_without_one_notice ||
    after.notices_without_offer ||
    after.notices !== after.offers ||
    notices.offered_without_one ||
    notices.notices_to_others
      ? ['offer notices']
      : []),
    ...(result.emailsMissing ? [`${result.emailsMissing} offer emails missing`] : []),
    // A message the server accepted but the killed worker had not yet marked sent is sent again
    // with the same Message-ID (EmailRsvpNoticeUseCase: at most the messages in flight, which a
    // receiver drops by Message-ID); any other repeat is a failure.
    ...(result.emailsReceivedTwice > result.twiceOfReceivedNotMarked
      ? [
          `${result.emailsReceivedTwice - result.twiceOfReceivedNotMarked} offer emails received twice ` +
            'that were not in flight when the worker died',
        ]
      : []),
    ...(places.places_taken !== recount.held || places.parties_waiting !== recount.waiting
      ? ['counters differ from a recount']
      : []),
    ...(result.maxHeldSeen > result.capacity || result.maxCounterSeen > result.capacity
      ? ['over capacity']
      : []),
    ...(!rounds.everyRoundAsTheRule || !rounds.placesMatchParties
      ? ['a round did not follow partiesToOffer']
      : []),
  ];
  return { worker: restarted, result, failures };
}

// ---- main -----------------------------------------------------------------------------------

async function main() {
  const loadAtStart = os.loadavg().map((value) => Number(value.toFixed(2)));
  await withClient(ADMIN_URL, async (client) => {
    await client.query(`drop database if exists "${DB_NAME}" with (force)`);
    await client.query(`create database "${DB_NAME}"`);
  });
  await runToCompletion('migrate', 'backend/dist/migrate.js', { ...process.env, DATABASE_URL: dbUrl });
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const seedStarted = performance.now();
  const { events, cookies } = await seed(db);
  log(
    `seeded ${KILL ? 4 : 3} events of ${PLACES} places with ${PARTIES} waiting parties each in ${round(performance.now() - seedStarted)} ms`,
  );

  const smtp = await startCountingSmtp();
  const env = baseEnv(smtp.url);
  const api = await startApi(env);
  // The worker reaches PostgreSQL through a tap that keeps its statements' texts (a loopback hop).
  const { hostname, port } = new URL(dbUrl);
  const workerTap = await startStatementTap({ host: hostname, port: Number(port) });
  const viaTap = new URL(dbUrl);
  viaTap.host = `127.0.0.1:${workerTap.port}`;
  const startWorker = () =>
    startProcess('worker', 'backend/dist/worker.js', { ...env, DATABASE_URL: viaTap.toString() });
  let worker = startWorker();
  const redis = new Redis(REDIS_URL);
  try {
    log(`warm-up: ${WARMUP.places} places released on a small event`);
    const warm = await releaseAndWait(db, api, smtp, events.warmup, cookies, WARMUP.places);
    if (warm.allOffersMs === null) throw new Error(`warm-up: no offers within 60 s\n${worker.output()}`);
    await waitForEmails(smtp, (await checkNotices(db, events.warmup.id)).notices, warm.started);
    log(`warm-up offers after ${warm.allOffersMs} ms`);

    log(`baseline A: ${PLACES} holders cancel, nobody waiting`);
    const { summary: off } = await cancelAll(
      api.baseUrl,
      events.off.slug,
      await holderCookies(db, events.off, cookies),
    );
    const offState = await placesState(db, events.off.id);
    log(`baseline A: ${JSON.stringify(off)}`);

    log(`product: ${PLACES} holders cancel at once, ${PARTIES} parties waiting`);
    const atOnce = await measureRelease(db, redis, api, workerTap, smtp, events.on, cookies, {
      oneByOne: false,
    });
    log(`product: ${PLACES} holders cancel one by one, ${PARTIES} parties waiting`);
    const oneByOne = await measureRelease(db, redis, api, workerTap, smtp, events.seq, cookies, {
      oneByOne: true,
    });

    log('baseline B: the same offers written raw, one transaction');
    // No worker meanwhile: its sweep would offer the freed places first. Restarted for the emails.
    await worker.stop();
    await db.query(`delete from rsvps where event_id = $1 and status = 'confirmed'`, [events.raw.id]);
    await rawSqlClient(db).query(RECOUNT_PLACES_SQL, [[events.raw.id]]);
    const offQueue = await partiesOf(db, events.raw.id, 'waitlisted');
    const rawClient = new pg.Client({ connectionString: dbUrl });
    await rawClient.connect();
    let raw;
    try {
      await rawOfferRound(rawClient, events.raw.id, { commit: false });
      raw = await rawOfferRound(rawClient, events.raw.id, { commit: true });
    } finally {
      await rawClient.end();
    }
    worker = startWorker();
    const rawOffered = await partiesOf(db, events.raw.id, 'offered');
    const rawExpected = domain.partiesToOffer(PLACES, offQueue).map((party) => party.id);
    raw.sameAsTheRule =
      rawExpected.length === rawOffered.length && rawOffered.every((p) => rawExpected.includes(p.id));
    log(`baseline B: ${JSON.stringify(raw)}`);
    smtp.reset();
    await waitForEmails(smtp, raw.offers, performance.now()); // its emails go out before the accepts are timed

    log(`accepts: ${COUNTED} counted, the rest timed`);
    const accepts = await measureAccepts(db, smtp, api, events.on.id, cookies);
    const afterAccepts = await placesState(db, events.on.id);
    accepts.placesTakenAfter = afterAccepts.places_taken;
    accepts.heldAfter = afterAccepts.held;
    log(`accepts: ${JSON.stringify(accepts)}`);

    let kill = null;
    if (KILL) {
      log(`kill: ${PLACES} holders cancel at once, the worker SIGKILLed while it sends the offer emails`);
      const killed = await measureKill(db, redis, api, smtp, events.kill, cookies, worker, startWorker);
      worker = killed.worker;
      kill = killed;
    }

    const yardstickMs = off.allAnsweredMs + raw.ms;
    const failures = [
      ...atOnce.failures.map((failure) => `at once: ${failure}`),
      ...oneByOne.failures.map((failure) => `one by one: ${failure}`),
      ...(off.answers[204] !== PLACES ? ['baseline A: a cancellation failed'] : []),
      ...(offState.places_taken !== 0 || offState.offers !== 0
        ? ['baseline A: places left taken or offers made']
        : []),
      ...(!raw.sameAsTheRule || raw.places !== PLACES ? ['baseline B picked other parties'] : []),
      ...(accepts.beginsPerAccept > LIMITS.beginsPerAccept ? ['an accept opens a transaction'] : []),
      ...(accepts.writesPerAccept > LIMITS.writesPerAccept
        ? [`${accepts.writesPerAccept} writes per accept`]
        : []),
      ...(accepts.placesTakenAfter !== PLACES || accepts.heldAfter !== PLACES
        ? ['places moved on accept']
        : []),
      ...(kill?.failures ?? []).map((failure) => `worker killed: ${failure}`),
    ];

    console.table([
      {
        run: `A: ${PLACES} cancels, nobody waiting`,
        'cancels answered ms': off.allAnsweredMs,
        'cancel p50/p99 ms': `${off.p50Ms}/${off.p99Ms}`,
        'first offer ms': '-',
        'all places offered ms': '-',
        'offer emails in ms': '-',
        'a freed place waited ms (p50/max)': '-',
      },
      {
        run: 'B: raw offer round (1 transaction)',
        'cancels answered ms': '-',
        'cancel p50/p99 ms': '-',
        'first offer ms': '-',
        'all places offered ms': raw.ms,
        'offer emails in ms': '-',
        'a freed place waited ms (p50/max)': '-',
      },
      ...[
        ['at once', atOnce],
        ['one by one', oneByOne],
      ].map(([how, { product }]) => ({
        run: `product: ${PLACES} cancels ${how}, ${PARTIES} waiting`,
        'cancels answered ms': product.cancels.allAnsweredMs,
        'cancel p50/p99 ms': `${product.cancels.p50Ms}/${product.cancels.p99Ms}`,
        'first offer ms': product.firstOfferMs,
        'all places offered ms': product.allOffersMs,
        'offer emails in ms': product.allEmailsMs,
        'a freed place waited ms (p50/max)': `${product.placeWaitP50Ms}/${product.placeWaitMaxMs}`,
      })),
    ]);
    if (kill) {
      const k = kill.result;
      console.table([
        {
          run: `product: ${PLACES} cancels at once, worker SIGKILLed`,
          'emails at the kill': `${k.emailsAtKill} of ${k.expectedOffers}`,
          'settled after the kill ms': k.settledAfterKillMs,
          offers: k.offers,
          'places offered': k.placesOffered,
          'RSVPs offered twice': k.rsvpsOfferedTwice,
          notices: k.notices,
          'emails twice/missing': `${k.emailsReceivedTwice}/${k.emailsMissing}`,
          'max held': `${k.maxHeldSeen}/${k.capacity}`,
        },
      ]);
    }
    console.log(
      `product ${atOnce.product.allOffersMs} ms to offer all ${PLACES} places (${atOnce.product.offers} parties, ` +
        `${atOnce.product.roundJobs.length} round jobs, ${atOnce.checks.rounds.length} making offers) vs ${yardstickMs} ms for A + B; ` +
        `one by one ${oneByOne.product.allOffersMs} ms (${oneByOne.checks.rounds.length} rounds making offers, ` +
        `${oneByOne.product.roundLoads} round loads, ${oneByOne.product.roundSavesLost} saves lost to a cancellation, ` +
        `each as partiesToOffer: ${oneByOne.checks.everyRoundAsTheRule}); ` +
        `accept: ${accepts.statementsPerAccept} statements (${accepts.writesPerAccept} writing, ${accepts.beginsPerAccept} BEGIN), ` +
        `p50 ${accepts.p50Ms} ms, p99 ${accepts.p99Ms} ms`,
    );
    log(
      `wrote ${await writeResults('waitlist.json', {
        date: new Date().toISOString(),
        cpus: os.cpus().length,
        loadAtStart,
        loadAtEnd: os.loadavg().map((value) => Number(value.toFixed(2))),
        settings: { parties: PARTIES, places: PLACES, counted: COUNTED, kill: KILL },
        limits: LIMITS,
        warmupOffersMs: warm.allOffersMs,
        baselineWaitlistOff: off,
        baselineRawRound: raw,
        yardstickMs,
        productAtOnce: atOnce.product,
        checksAtOnce: atOnce.checks,
        productOneByOne: oneByOne.product,
        checksOneByOne: oneByOne.checks,
        accepts,
        workerKilled: kill?.result ?? null,
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
    await workerTap.close();
    await api.stop();
    await smtp.close();
    // The run's queue keys (its own prefix) go with it.
    for await (const keys of redis.scanStream({ match: `${QUEUE_PREFIX}:*`, count: 1000 }))
      if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
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
