import { rm } from 'node:fs/promises';
import { Redis } from 'ioredis';
import { onServer } from './test-database';

/** Drops the run's databases (the workers' copies too), its Redis keys and the embedded server, if any. */
export default async function globalTeardown(): Promise<void> {
  const run = globalThis.__nightlifeTestRun;
  if (!run) return;
  await onServer(run.serverUrl, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      `select datname as name from pg_database where datname = $1 or datname like $1 || '\\_w%'`,
      [run.database],
    );
    for (const { name } of rows) await client.query(`drop database if exists "${name}" with (force)`);
  });
  await run.embedded?.stop();
  if (process.env.STORAGE_LOCAL_DIR)
    await rm(process.env.STORAGE_LOCAL_DIR, { recursive: true, force: true });
  if (process.env.NIGHTLIFE_TEST_MAIL_DIR)
    await rm(process.env.NIGHTLIFE_TEST_MAIL_DIR, { recursive: true, force: true });

  // The workers' prefixes (worker-env.ts) and those of suites with queues of their own start with it.
  const prefix = process.env.NIGHTLIFE_TEST_QUEUE_PREFIX;
  if (process.env.REDIS_URL && prefix) {
    const redis = new Redis(process.env.REDIS_URL);
    try {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    } finally {
      redis.disconnect();
    }
  }
}
