import { rm } from 'node:fs/promises';
import { Redis } from 'ioredis';
import { onServer } from './test-database';

/** Drops the run's database, its Redis keys and the embedded server, if any. */
export default async function globalTeardown(): Promise<void> {
  const run = globalThis.__nightlifeTestRun;
  if (!run) return;
  await onServer(run.serverUrl, (client) =>
    client.query(`drop database if exists "${run.database}" with (force)`),
  );
  await run.embedded?.stop();
  if (process.env.STORAGE_LOCAL_DIR)
    await rm(process.env.STORAGE_LOCAL_DIR, { recursive: true, force: true });
  if (process.env.MAIL_OUTBOX_DIR) await rm(process.env.MAIL_OUTBOX_DIR, { recursive: true, force: true });

  const prefix = process.env.QUEUE_PREFIX;
  if (process.env.REDIS_URL && prefix) {
    const redis = new Redis(process.env.REDIS_URL);
    try {
      let cursor = '0';
      do {
        // The run's prefix, and the prefixes of suites with queues of their own (own-database.ts).
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    } finally {
      redis.disconnect();
    }
  }
}
