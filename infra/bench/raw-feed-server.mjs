// The yardstick for the personal calendar feed (issue 21 §5): bare `node:http` + a `pg` pool
// running the feed's own statement (the backend's compiled CalendarFeedQuery handed a raw
// client, so the SQL is never copied) and answering its rows as JSON: no policy, no calendar.
//
// `node infra/bench/raw-feed-server.mjs` with DATABASE_URL, PORT, POOL_MAX; GET /feed/<token>.
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appPool, listen, rawSqlClient, send } from './raw-baseline-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const backendRequire = createRequire(path.join(root, 'backend/package.json'));
const { CalendarFeedQuery } = backendRequire('./dist/modules/events/persistence/calendar-feed.query.js');
const { DEFAULT_EVENT_HOURS } = backendRequire('@nightlife/domain');

const pool = appPool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_MAX ?? 10) });
const query = new CalendarFeedQuery(rawSqlClient(pool));

listen(
  http.createServer(async (req, res) => {
    const token = /^\/feed\/([\w-]+)$/.exec(req.url ?? '')?.[1];
    if (!token) return send(res, 404, { code: 'NOT_FOUND' });
    try {
      const feed = await query.feed(token, new Date(), DEFAULT_EVENT_HOURS);
      send(res, feed ? 200 : 404, feed ?? { code: 'NOT_FOUND' });
    } catch (error) {
      send(res, 500, { message: String(error) });
    }
  }),
);
