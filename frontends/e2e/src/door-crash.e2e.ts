// The door's sync survives a crash of the API (issue 19 §5): a door device sends 500 scans in
// five batches; the built API is SIGKILLed while the batches are in flight; after a restart the
// device sends all five batches again, with the same scan ids. The server then holds exactly 500
// check-ins, one per guest, and answers every scan as admitted.
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import {
  backendEntry,
  freePort,
  freshDatabase,
  skipReason,
  startProcess,
  stopProcess,
  waitForHealth,
} from './support/product.ts';

const GUESTS = 500;
const BATCH = 100;
const TEMPLATE = process.env.E2E_TEMPLATE
  ? (JSON.parse(process.env.E2E_TEMPLATE) as { database: string })
  : null;

describe('a door sync across an API crash', { skip: skipReason }, () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  let databaseUrl: string;
  let port: number;
  let secret: string;

  const startApi = async () => {
    const { child, log } = startProcess(backendEntry, {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: secret,
      MIGRATE_ON_BOOT: 'true',
      SEED_DEMO_DATA: 'true',
      RUN_WORKERS: 'false',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
    });
    await waitForHealth(`http://127.0.0.1:${port}`, child, log);
    return child;
  };

  before(async () => {
    const database = await freshDatabase(TEMPLATE?.database);
    cleanups.push(database.drop);
    databaseUrl = database.url;
    port = await freePort();
    secret = randomBytes(32).toString('hex');
  });

  after(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('holds exactly 500 check-ins after a crash mid-sync and a re-sync', async () => {
    let api = await startApi();
    cleanups.push(() => stopProcess(api));
    const base = `http://127.0.0.1:${port}`;
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    cleanups.push(() => db.end());

    // 500 guests going alone to a demo event of maya.lights.
    const {
      rows: [event],
    } = await db.query<{ id: string }>(
      `SELECT e.id FROM events e JOIN users u ON u.id = e.host_id
       WHERE u.username = 'maya.lights' AND e.starts_at > now() ORDER BY e.starts_at LIMIT 1`,
    );
    await db.query(
      `INSERT INTO users (id, username, first_name, last_name, email, password_hash)
       SELECT gen_random_uuid(), 'crash_' || i, 'Crash', 'Guest ' || i, 'crash' || i || '@example.com', 'x'
       FROM generate_series(1, $1::int) i`,
      [GUESTS],
    );
    const { rows: rsvps } = await db.query<{ id: string }>(
      `INSERT INTO rsvps (id, event_id, user_id, guest_name, response, plus_ones, status, created_at)
       SELECT gen_random_uuid(), $1, u.id, u.first_name || ' ' || u.last_name, 'going', 0, 'confirmed', now()
       FROM users u WHERE u.username LIKE 'crash\\_%' RETURNING id`,
      [event.id],
    );

    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ username: 'maya.lights', password: 'nightlife-demo' }),
    });
    assert.equal(login.status, 200);
    const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;

    // The device's queue: one scan per guest, found by name, in five batches.
    const scans = rsvps.map((rsvp, i) => ({
      scanId: randomUUID(),
      ticketId: rsvp.id,
      deviceId: 'Main door',
      scannedAt: new Date(Date.now() + i).toISOString(),
      kind: 'entry',
      count: 1,
    }));
    const batches = Array.from({ length: GUESTS / BATCH }, (_, i) => scans.slice(i * BATCH, (i + 1) * BATCH));
    const send = (batch: typeof scans) =>
      fetch(`${base}/api/events/${event.id}/check-ins`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, cookie },
        body: JSON.stringify({ scans: batch }),
      });

    // The first batch is answered; the API dies while it is writing the others.
    assert.equal((await send(batches[0]!)).status, 200);
    const inFlight = batches.slice(1).map((batch) =>
      send(batch).then(
        (res) => res.status,
        () => 'lost',
      ),
    );
    const entries = async () =>
      Number(
        (
          await db.query<{ n: string }>('SELECT count(*) AS n FROM door_entries WHERE event_id = $1', [
            event.id,
          ])
        ).rows[0]!.n,
      );
    while ((await entries()) <= BATCH) await new Promise((resolve) => setTimeout(resolve, 2));
    api.kill('SIGKILL');
    const outcomes = await Promise.all(inFlight);
    const written = await entries();
    console.log(
      `killed with ${written} of ${GUESTS} entries written; the batches in flight: ${outcomes.join(', ')}`,
    );
    assert.ok(written > BATCH && written < GUESTS, `killed mid-sync (${written} entries)`);

    // Restarted, the device sends its whole queue again.
    api = await startApi();
    const results = [];
    for (const batch of batches) {
      const res = await send(batch);
      assert.equal(res.status, 200);
      results.push(...((await res.json()) as { results: { verdict: string }[] }).results);
    }
    assert.equal(results.length, GUESTS);
    assert.deepEqual(new Set(results.map((r) => r.verdict)), new Set(['admitted']));
    const counts = await db.query<{ entries: string; scans: string; guests: string }>(
      `SELECT (SELECT count(*) FROM door_entries WHERE event_id = $1) AS entries,
         (SELECT count(*) FROM door_scans WHERE event_id = $1) AS scans,
         (SELECT count(DISTINCT ticket_id) FROM door_entries WHERE event_id = $1) AS guests`,
      [event.id],
    );
    assert.deepEqual(counts.rows[0], {
      entries: String(GUESTS),
      scans: String(GUESTS),
      guests: String(GUESTS),
    });
  });
});
