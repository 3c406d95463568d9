// The yardstick for RSVP creation: bare `node:http` + a `pg` pool making the same claim as the
// API. Nothing of the rule is copied: the domain's compiled CreateRsvpUseCase runs on the
// backend's compiled SqlEventPlacesStore (same load, same version-checked save, same batching),
// handed a `query` that sends its statements straight to `pg` (the API's SqlClient does the same
// through the ORM's pool). What it leaves out is
// the framework: Nest, Express, the middleware chain, validation pipes, logging. The session is
// read as the API reads it (the signed `nightlife.sid` cookie, the stored session, its user).
//
// `node infra/bench/raw-rsvp-server.mjs` with DATABASE_URL, PORT, POOL_MAX, SESSION_SECRET;
// prints `listening <port>` once ready. POST /api/events/<slug>/rsvp answers 201 with the RSVP,
// or the problem's status and code; GET /api/events?... answers 200 (for waitUntilServing).
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { listen, send } from './raw-baseline-server.mjs';

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

export function createRawRsvpServer({ databaseUrl, poolMax, sessionSecret }) {
  const { CreateRsvpUseCase, systemClock, UuidV7Generator } = backendRequire('@nightlife/domain');
  const { SqlEventPlacesStore } = backendRequire(
    './dist/modules/rsvps/persistence/sql-event-places.store.js',
  );
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolMax });
  const query = async (sql, params = []) => (await pool.query(sql, params)).rows;
  const store = new SqlEventPlacesStore({ query });
  const createRsvp = new CreateRsvpUseCase(store, new UuidV7Generator(), systemClock);

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
        ? await query(
            `select u.id, u.first_name as "firstName", u.last_name as "lastName"
             from user_sessions s join users u on u.id = (s.sess -> 'passport' ->> 'user')::uuid
             where s.sid = $1 and s.expire >= now()`,
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
    }),
  );
}
