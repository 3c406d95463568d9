// The yardsticks for RSVP creation: bare `node:http` + a `pg` pool making the same claim as the
// API with the same rule: nothing of the rule is copied, the domain's compiled CreateRsvpUseCase
// decides (EventPlaces). The session is read as the API reads it (the signed `nightlife.sid`
// cookie, the stored session and its user, one statement). CLAIM picks how the places are held:
//   row-lock (default): the classic raw claim, one transaction per request that locks the
//     event's row, loads the places, decides, writes and commits (the lock held across the
//     round trips);
//   store: the backend's compiled SqlEventPlacesStore (the API's own load, version-checked save
//     and batching), so the comparison with the API is the framework's cost alone (Nest,
//     Express, the middleware chain, validation, logging).
//
// `node infra/bench/raw-rsvp-server.mjs` with DATABASE_URL, PORT, POOL_MAX, SESSION_SECRET, CLAIM;
// prints `listening <port>` once ready. POST /api/events/<slug>/rsvp answers 201 with the RSVP,
// or the problem's status and code; GET /api/events?... answers 200 (for waitUntilServing).
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { appPool, listen, rawSqlClient, send } from './raw-baseline-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const backendRequire = createRequire(path.join(root, 'backend/package.json'));

/** express-session's signed cookie value `s:<sid>.<hmac>`, or null when the signature is wrong. */
export function unsignSessionId(value, secret) {
  if (!value?.startsWith('s:')) return null;
  const signed = value.slice(2);
  const sid = signed.slice(0, signed.lastIndexOf('.'));
  const expected = Buffer.from(signSessionId(sid, secret).slice(2));
  const given = Buffer.from(signed);
  return expected.length === given.length && timingSafeEqual(expected, given) ? sid : null;
}

export function signSessionId(sid, secret) {
  return `s:${sid}.${createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '')}`;
}

const STATUS = { 'RSVP.CAPACITY_REACHED': 409, 'RSVP.ALREADY_EXISTS': 409, 'RSVP.EVENT_PAST': 409 };

/**
 * EventPlacesStore the classic way: per command, a transaction that locks the event's row
 * (creation takes RSVPs only by slug: that is all the drop needs), reads the places and the
 * user's RSVP, lets the domain decide, writes the RSVP and the counters, and commits.
 */
function rowLockStore(pool, domain) {
  return {
    async update(ref, subjects, command) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        // Locked first, read after: in one statement the joined places would come from the
        // snapshot taken before the wait for the lock (PostgreSQL re-reads only the locked row).
        const { rows: events } = await client.query(
          `select e.id, e.host_id as "hostId", e.starts_at as "startsAt", e.time_zone as "timeZone",
             e.is_draft as "isDraft", e.is_published as "isPublished", e.max_capacity as "maxCapacity",
             e.unlimited_spots as "unlimitedSpots"
           from events e where e.slug = $1 for update`,
          [ref.slug],
        );
        const { rows: counters } = events[0]
          ? await client.query(
              `select places_taken as "placesTaken", tickets_issued as "ticketsIssued"
               from event_places where event_id = $1`,
              [events[0].id],
            )
          : { rows: [] };
        const [row] = events;
        const { rows: mine } = row
          ? await client.query(
              `select id, event_id as "eventId", user_id as "userId", response, status, plus_ones as "plusOnes"
               from rsvps where event_id = $1 and user_id = any($2::uuid[])`,
              [row.id, subjects.userIds ?? []],
            )
          : { rows: [] };
        const { placesTaken = 0, ticketsIssued = {} } = counters[0] ?? {};
        const places = new domain.EventPlaces({
          event: row ?? null,
          placesTaken,
          ticketsIssued: { ...domain.NO_TICKETS, ...ticketsIssued },
          rsvps: mine,
          tickets: [],
        });
        const result = command(places);
        const changes = places.changes();
        if (row && changes) {
          for (const rsvp of changes.insertedRsvps) {
            await client.query(
              `insert into rsvps (id, event_id, user_id, guest_name, guest_email, response, emoji, message,
                 plus_ones, status, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
              [
                rsvp.id,
                rsvp.eventId,
                rsvp.userId,
                rsvp.guestName,
                rsvp.guestEmail,
                rsvp.response,
                rsvp.emoji,
                rsvp.message,
                rsvp.plusOnes,
                rsvp.status,
                rsvp.createdAt,
              ],
            );
          }
          await client.query(
            `insert into event_places as p (event_id, places_taken, tickets_issued, version)
             values ($1, $2, $3, 1)
             on conflict (event_id) do update set places_taken = excluded.places_taken, version = p.version + 1`,
            [row.id, changes.placesTaken, JSON.stringify(changes.ticketsIssued)],
          );
        }
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

export function createRawRsvpServer({ databaseUrl, poolMax, sessionSecret, claim = 'row-lock' }) {
  const domain = backendRequire('@nightlife/domain');
  const { SqlEventPlacesStore } = backendRequire(
    './dist/modules/rsvps/persistence/sql-event-places.store.js',
  );
  // The API's store runs as the API does; the classic row-lock claim is the requirement's fixed
  // reference, with PostgreSQL's defaults.
  const pool =
    claim === 'store'
      ? appPool({ connectionString: databaseUrl, max: poolMax })
      : new pg.Pool({ connectionString: databaseUrl, max: poolMax });
  const raw = rawSqlClient(pool);
  const store = claim === 'store' ? new SqlEventPlacesStore(raw) : rowLockStore(pool, domain);
  const createRsvp = new domain.CreateRsvpUseCase(store, new domain.UuidV7Generator(), domain.systemClock);

  const readBody = (req) =>
    new Promise((resolve, reject) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => resolve(body));
      req.on('error', reject);
    });

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url, 'http://localhost');
      if (req.method === 'GET' && url.pathname === '/api/events') return send(res, 200, { events: [] });
      const slug = /^\/api\/events\/([^/]+)\/rsvp$/.exec(url.pathname)?.[1];
      if (req.method !== 'POST' || !slug) return send(res, 404, { code: 'NOT_FOUND' });
      const cookie = /(?:^|;\s*)nightlife\.sid=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
      const sid = cookie ? unsignSessionId(decodeURIComponent(cookie), sessionSecret) : null;
      const [user] = sid
        ? await raw.query(
            `select u.id, u.first_name as "firstName", u.last_name as "lastName"
             from user_sessions s join users u on u.id = (s.sess -> 'passport' ->> 'user')::uuid
             where s.sid = ? and s.expire >= now()`,
            [sid],
          )
        : [];
      if (!user) return send(res, 401, { code: 'AUTH.UNAUTHENTICATED' });
      const body = JSON.parse(await readBody(req));
      const result = await createRsvp.execute({ ...body, slug: decodeURIComponent(slug), user });
      if (result.ok) return send(res, 201, result.value);
      return send(res, STATUS[result.error.code] ?? 400, { code: result.error.code });
    } catch (error) {
      send(res, 500, { code: 'INTERNAL', detail: error.message });
    }
  });
  server.on('close', () => void pool.end());
  return server;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  listen(
    createRawRsvpServer({
      databaseUrl: process.env.DATABASE_URL,
      poolMax: Number(process.env.POOL_MAX ?? 10),
      sessionSecret: process.env.SESSION_SECRET,
      claim: process.env.CLAIM,
    }),
  );
}
