import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres.mjs';

async function query(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

test('ephemeral: serves the nightlife database on a random port and deletes its folder on stop', async () => {
  const db = await startEmbeddedPostgres({ ephemeral: true });
  try {
    assert.match(db.url, /^postgres:\/\/postgres:[^@]+@127\.0\.0\.1:\d+\/nightlife$/);
    const [row] = await query(db.url, 'SHOW server_version_num');
    assert.ok(
      Number(row.server_version_num) >= 180000,
      `PostgreSQL 18 expected, got ${row.server_version_num}`,
    );
    const [settings] = await query(
      db.url,
      "SELECT current_setting('fsync') AS fsync, lower('ÄB') AS lowered",
    );
    assert.equal(settings.fsync, 'off');
    assert.equal(settings.lowered, 'äb', 'lower() must be Unicode-aware (case-insensitive usernames)');
  } finally {
    await db.stop();
  }
  assert.equal(existsSync(db.dataDir), false);
  await assert.rejects(query(db.url, 'SELECT 1'), /ECONNREFUSED/);
});

test('persistent: initdb only once, data survives a restart, busy preferred port falls back', async () => {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'nightlife-pg-test-'));
  await fs.chmod(root, 0o755);
  const dataDir = path.join(root, 'nested', 'postgres');
  const blocker = net.createServer();
  await new Promise((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  const busyPort = blocker.address().port;
  try {
    const first = await startEmbeddedPostgres({ dataDir, port: busyPort });
    assert.notEqual(first.port, busyPort);
    try {
      await query(first.url, "CREATE TABLE marker (v text); INSERT INTO marker VALUES ('kept')");
      const [fsync] = await query(first.url, "SELECT current_setting('fsync') AS v");
      assert.equal(fsync.v, 'on');
    } finally {
      await first.stop();
    }
    const second = await startEmbeddedPostgres({ dataDir });
    try {
      assert.deepEqual(await query(second.url, 'SELECT v FROM marker'), [{ v: 'kept' }]);
    } finally {
      await second.stop();
    }
    assert.equal(existsSync(path.join(dataDir, 'PG_VERSION')), true);
  } finally {
    blocker.close();
    await fs.rm(root, { recursive: true, force: true });
  }
});

test('a failing start rejects with the PostgreSQL log in the error', async () => {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'nightlife-pg-test-'));
  await fs.chmod(root, 0o755);
  const dataDir = path.join(root, 'postgres');
  try {
    const db = await startEmbeddedPostgres({ dataDir });
    await db.stop();
    // A setting postgres rejects at boot makes it exit during startup.
    await fs.appendFile(path.join(dataDir, 'postgresql.conf'), '\nshared_buffers = nonsense\n');
    await assert.rejects(startEmbeddedPostgres({ dataDir }), (error) => {
      assert.match(error.message, /PostgreSQL exited during startup/);
      assert.match(error.message, /--- PostgreSQL log ---\n.*shared_buffers/s);
      return true;
    });
  } finally {
    await fs.rm(root, { recursive: true, force: true });
  }
});
