// The ticket drop: DROP.users signed-in users (sessions stored before the clock starts) each POST
// a going RSVP to ONE event of capacity DROP.capacity, DROP.inFlight requests in flight. Exactly
// `capacity` must be accepted and the rest refused with RSVP.CAPACITY_REACHED, with as many rows
// stored and the event's places counter at the capacity. Used by run.mjs against the API and
// against raw-rsvp-server.mjs, one after the other, each on a fresh event.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { signSessionId } from './raw-rsvp-server.mjs';

export const DROP = { users: 2000, capacity: 500, inFlight: 200, warmupRequests: 400 };

const dropUserId = (i) => `md5('drop-user-' || ${i})::uuid`;

/** Creates the drop's users and their sessions (signed with `sessionSecret`); answers the cookies. */
export async function prepareDropUsers(client, { passwordHash, sessionSecret }) {
  await client.query(
    `insert into users (id, username, first_name, last_name, email, password_hash, created_at)
     select ${dropUserId('i')}, 'drop' || i, 'Drop', 'Guest ' || i, 'drop' || i || '@bench.nightlife.dev', $1, now()
     from generate_series(1, $2::int) i`,
    [passwordHash, DROP.users],
  );
  const sids = Array.from({ length: DROP.users }, () => randomBytes(18).toString('base64url'));
  await client.query(
    `insert into user_sessions (sid, sess, expire)
     select s.sid,
       json_build_object(
         'cookie', json_build_object('originalMaxAge', 86400000, 'expires', now() + interval '1 day',
           'httpOnly', true, 'path', '/', 'sameSite', 'lax', 'secure', false),
         'passport', json_build_object('user', ${dropUserId('s.i')})),
       now() + interval '1 day'
     from unnest($1::text[]) with ordinality as s(sid, i)`,
    [sids],
  );
  return sids.map((sid) => `nightlife.sid=${encodeURIComponent(signSessionId(sid, sessionSecret))}`);
}

/** A published event a month ahead with `capacity` places (null: unlimited); answers its slug. */
export async function createDropEvent(client, name, capacity) {
  const slug = `${name}-${randomBytes(3).toString('hex')}`;
  await client.query(
    `insert into events (id, slug, title, starts_at, time_zone, max_capacity, unlimited_spots, host_id,
       created_at)
     select gen_random_uuid(), $1, 'Ticket drop ' || $1, date_trunc('day', now()) + interval '30 days 22 hours',
       'Europe/Berlin', $2::int, $2::int is null, (select id from users where username = 'host1'), now()`,
    [slug, capacity],
  );
  return slug;
}

const rsvpBody = JSON.stringify({ response: 'going', plusOnes: 0 });

/** Every cookie POSTs one going RSVP to the event, `inFlight` at a time; tallies the answers. */
export async function fireDrop(baseUrl, slug, cookies, inFlight = DROP.inFlight) {
  const answers = {};
  let next = 0;
  const started = performance.now();
  const result = await autocannon({
    url: baseUrl,
    connections: inFlight,
    amount: cookies.length,
    requests: [
      {
        setupRequest: (request) =>
          Object.assign(request, {
            method: 'POST',
            path: `/api/events/${slug}/rsvp`,
            headers: { 'content-type': 'application/json', cookie: cookies[next++ % cookies.length] },
            body: rsvpBody,
          }),
        onResponse: (status, body) => {
          const code = status === 201 ? 'created' : `${status} ${safeCode(body)}`;
          answers[code] = (answers[code] ?? 0) + 1;
        },
      },
    ],
  });
  const seconds = (performance.now() - started) / 1000;
  const answered = Object.values(answers).reduce((sum, n) => sum + n, 0);
  return {
    answers,
    answered,
    seconds: Number(seconds.toFixed(3)),
    rsvpsPerSecond: Math.round(answered / seconds),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors + result.timeouts,
  };
}

function safeCode(body) {
  try {
    return JSON.parse(body).code ?? '?';
  } catch {
    return '?';
  }
}

/** The rows and the counter the drop left on its event. */
export async function dropOutcome(client, slug) {
  const { rows } = await client.query(
    `select (select count(*)::int from rsvps r where r.event_id = e.id) as stored,
       coalesce(p.places_taken, 0) as places_taken
     from events e left join event_places p on p.event_id = e.id where e.slug = $1`,
    [slug],
  );
  return rows[0];
}
