// The yardstick for the API's read endpoints: bare `node:http` + a `pg` pool running the very
// SQL the API runs. The SQL is not copied: the backend's compiled EventViewsQuery is loaded
// and handed a minimal `execute` that sends its statements straight to `pg`, so a change of
// the backend's queries changes the baseline too.
//
// `node infra/bench/raw-baseline-server.mjs` with DATABASE_URL, PORT, POOL_MAX; prints
// `listening <port>` once ready. GET /api/events?page&limit and GET /api/events/<slug> answer
// the query's rows as JSON (no view mapping: that is the point of a baseline).
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const backendRequire = createRequire(path.join(root, 'backend/package.json'));

/** Answers `body` as JSON with `status`: all a yardstick needs of a response. */
export function send(res, status, body) {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
  });
  res.end(json);
}

/** Serves `server` on PORT (0: any) at 127.0.0.1 and prints `listening <port>`; stops on SIGTERM. */
export function listen(server) {
  server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
    console.log(`listening ${server.address().port}`);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

/**
 * What the backend's SqlClient does (its placeholders, values bound by PostgreSQL, each statement
 * prepared once per connection under the same name), straight on a pg pool or client.
 */
export function rawSqlClient(pool) {
  const { namedStatement } = backendRequire('./dist/platform/database/sql-client.js');
  return {
    query: async (sql, params = []) => (await pool.query({ ...namedStatement(sql), values: params })).rows,
  };
}

/** A `pg` pool whose connections have the app's session settings (its plan cache mode, ADR 0047). */
export function appPool({ connectionString, max }) {
  const { POSTGRES_SESSION_OPTIONS } = backendRequire('./dist/platform/database/postgres-session-options.js');
  return new pg.Pool({ connectionString, max, options: POSTGRES_SESSION_OPTIONS });
}

export function createBaselineServer({ databaseUrl, poolMax }) {
  // Loaded here, not at import, so this module can be imported before the backend is built.
  const { EventViewsQuery } = backendRequire('./dist/modules/events/persistence/event-views.query.js');
  const pool = appPool({ connectionString: databaseUrl, max: poolMax });
  const queries = new EventViewsQuery(rawSqlClient(pool));

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url, 'http://localhost');
      if (req.method === 'GET' && url.pathname === '/api/events') {
        const page = Number(url.searchParams.get('page') ?? 1);
        const limit = Number(url.searchParams.get('limit') ?? 25);
        const { rows, counts } = await queries.listPublished({
          page,
          limit,
          viewerId: null,
          now: new Date(),
          q: '',
          status: 'all',
        });
        return send(res, 200, { events: rows, pagination: { page, limit, total: counts.all } });
      }
      const slug = /^\/api\/events\/([^/]+)$/.exec(url.pathname)?.[1];
      if (req.method === 'GET' && slug) {
        const found = await queries.findBySlug(decodeURIComponent(slug), null);
        return found ? send(res, 200, found.event) : send(res, 404, { code: 'EVENT.NOT_FOUND' });
      }
      send(res, 404, { code: 'NOT_FOUND' });
    } catch (error) {
      send(res, 500, { code: 'INTERNAL', detail: error.message });
    }
  });
  server.on('close', () => void pool.end());
  return server;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  listen(
    createBaselineServer({
      databaseUrl: process.env.DATABASE_URL,
      poolMax: Number(process.env.POOL_MAX ?? 10),
    }),
  );
}
