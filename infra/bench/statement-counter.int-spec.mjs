import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { startEmbeddedPostgres } from '../db/embedded-postgres.mjs';
import { startStatementCounter } from './statement-counter.mjs';

let db;
let counter;
let pool;

before(async () => {
  db = await startEmbeddedPostgres({ ephemeral: true });
  const { hostname, port, username, password, pathname } = new URL(db.url);
  counter = await startStatementCounter({ host: hostname, port: Number(port) });
  pool = new pg.Pool({
    host: '127.0.0.1',
    port: counter.port,
    user: decodeURIComponent(username),
    password: decodeURIComponent(password),
    database: pathname.slice(1),
    max: 3,
  });
});

after(async () => {
  await pool?.end();
  await counter?.close();
  await db?.stop();
});

test('counts each simple and each parameterised statement once, whatever the result size', async () => {
  await pool.query('select 1'); // connects: the startup exchange is not a statement
  const start = counter.statements;

  await pool.query('select $1::int as n', [1]);
  await pool.query({ name: 'prepared-once', text: 'select $1::text as t', values: ['a'] });
  await pool.query({ name: 'prepared-once', text: 'select $1::text as t', values: ['b'] });
  // A large result and a large statement cross many TCP chunks in both directions.
  const { rows } = await pool.query(`select repeat('x', 1000) as pad, g from generate_series(1, 5000) g`);
  await pool.query(`select '${'y'.repeat(200_000)}' as big`);

  assert.equal(rows.length, 5000);
  assert.equal(counter.statements - start, 5);
});

test('counts statements sent over concurrent connections', async () => {
  const start = counter.statements;
  await Promise.all(
    Array.from({ length: 12 }, (_, i) => pool.query('select $1::int as n, pg_sleep(0.01)', [i])),
  );
  assert.equal(counter.statements - start, 12);
});
