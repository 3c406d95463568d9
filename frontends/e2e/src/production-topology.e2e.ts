// The production topology over the built output: an API process with its workers off and a
// separate `node backend/dist/worker.js`, on one database and queue backend. The worker alone
// runs the jobs the API schedules, logs JSON lines, and on SIGTERM finishes the job in flight
// before it stops (no second run after a restart). Runs on BullMQ's PostgreSQL backend and, when
// REDIS_URL is set, on Redis under a prefix of its own.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { stripVTControlCharacters } from 'node:util';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import {
  backendEntry,
  exited,
  freePort,
  freshDatabase,
  removeQueueKeys,
  startProcess,
  stopProcess,
  until,
  waitForHealth,
  workerEntry,
} from './support/product.ts';

/** A webhook that records each call and answers only after `holdMs`: a job in flight for that long. */
async function slowWebhook(holdMs: number) {
  const calls: Array<{ reportId: string; startedAt: number; answeredAt?: number }> = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const call = { reportId: (JSON.parse(body) as { reportId: string }).reportId, startedAt: Date.now() };
      calls.push(call);
      setTimeout(() => {
        res.writeHead(200).end();
        (call as { answeredAt?: number }).answeredAt = Date.now();
      }, holdMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/reports`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const backends = [
  { name: 'PostgreSQL queue backend', redisUrl: undefined },
  ...(process.env.REDIS_URL ? [{ name: 'Redis queue backend', redisUrl: process.env.REDIS_URL }] : []),
];

for (const backend of backends) {
  describe(`production topology: API with workers off + worker process (${backend.name})`, () => {
    const prefix = `topology_${randomBytes(4).toString('hex')}`;
    const cleanups: Array<() => Promise<unknown>> = [];
    let env: NodeJS.ProcessEnv;
    let apiUrl: string;
    let webhook: Awaited<ReturnType<typeof slowWebhook>>;
    let databaseUrl: string;

    before(async () => {
      const database = await freshDatabase();
      cleanups.push(database.drop);
      databaseUrl = database.url;
      webhook = await slowWebhook(2_000);
      cleanups.push(webhook.close);
      env = {
        ...process.env,
        DATABASE_URL: database.url,
        QUEUE_PREFIX: prefix,
        SESSION_SECRET: randomBytes(32).toString('hex'),
        ERROR_REPORT_WEBHOOK_URL: webhook.url,
        LOG_LEVEL: 'info',
      };
      delete env.REDIS_URL;
      if (backend.redisUrl) {
        env.REDIS_URL = backend.redisUrl;
        cleanups.push(() => removeQueueKeys(backend.redisUrl!, prefix));
      }
      const port = await freePort();
      apiUrl = `http://127.0.0.1:${port}`;
      const api = startProcess(backendEntry, {
        ...env,
        PORT: String(port),
        MIGRATE_ON_BOOT: 'true',
        RUN_WORKERS: 'false',
      });
      cleanups.push(() => stopProcess(api.child, 'SIGKILL'));
      await waitForHealth(apiUrl, api.child, api.log);
    });

    after(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(error));
    });

    it('the worker alone runs the job; SIGTERM lets the job in flight finish, then stops; no second run', async () => {
      const filed = await fetch(`${apiUrl}/api/error-reports`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ description: 'topology check' }),
      });
      assert.equal(filed.status, 202);
      const { reportId } = (await filed.json()) as { reportId: string };

      // The API's workers are off: nothing calls the webhook until a worker process runs.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      assert.equal(webhook.calls.length, 0, 'an API with RUN_WORKERS=false ran a job');

      const worker = startProcess(workerEntry, env);
      cleanups.push(() => stopProcess(worker.child, 'SIGKILL'));
      await until('the worker to start the job', () => webhook.calls.length === 1);
      const exit = new Promise<{ code: number | null; signal: string | null; at: number }>((resolve) =>
        worker.child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
      );
      worker.child.kill('SIGTERM');
      const { code, signal, at } = await exit;
      // Nest's shutdown hooks re-raise the signal once they are done: a clean stop ends by
      // SIGTERM (143 to an orchestrator), a crash would end with an exit code.
      assert.deepEqual({ code, signal }, { code: null, signal: 'SIGTERM' }, worker.log());
      const call = webhook.calls[0]!;
      assert.equal(call.reportId, reportId);
      assert.ok(
        call.answeredAt && call.answeredAt <= at,
        'the worker exited before the job in flight finished',
      );

      // Its log is JSON lines from pino, without terminal colours.
      const lines = worker
        .log()
        .split('\n')
        .filter((line) => line.trim() !== '');
      assert.ok(lines.length > 0);
      for (const line of lines) {
        assert.doesNotThrow(() => JSON.parse(line), `not a JSON log line: ${line}`);
        assert.equal(stripVTControlCharacters(line), line, `terminal colours in: ${line}`);
      }

      // A new worker finds the job completed: the webhook is not called again.
      const second = startProcess(workerEntry, env);
      cleanups.push(() => stopProcess(second.child, 'SIGKILL'));
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      second.child.kill('SIGTERM');
      await exited(second.child);
      assert.equal(webhook.calls.length, 1, 'the job ran twice');

      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const { rows } = await client.query(
        `select count(*)::int as pending from job_outbox where sent_at is null`,
      );
      await client.end();
      assert.equal(rows[0].pending, 0);
    });
  });
}
