import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { mikroOrmOptions } from '../../src/platform/database/mikro-orm.options';
import { runMigrations } from '../../src/platform/database/run-migrations';
import { onServer, uniqueName, withDatabase } from './test-database';

/**
 * A migrated database and a queue prefix of the test file's own. The suites of a jest worker share
 * one database and one queue prefix, so every app that runs workers relays and runs every suite's jobs:
 * a suite that counts the mail its SMTP server receives would see another's mail, and miss its own.
 * Pass both to createTestApp; drop() when done (the run's teardown removes the prefix's Redis keys).
 */
export async function ownDatabase(): Promise<{
  databaseUrl: string;
  queuePrefix: string;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL!;
  const database = uniqueName('nightlife_own');
  await onServer(serverUrl, (client) => client.query(`create database "${database}"`));
  const databaseUrl = withDatabase(serverUrl, database);
  const orm = await MikroORM.init(mikroOrmOptions({ databaseUrl, nodeEnv: 'test' }));
  try {
    await runMigrations(orm);
  } finally {
    await orm.close();
  }
  return {
    databaseUrl,
    queuePrefix: `${process.env.QUEUE_PREFIX}_own_${randomBytes(3).toString('hex')}`,
    drop: async () => {
      await onServer(serverUrl, (client) =>
        client.query(`drop database if exists "${database}" with (force)`),
      );
    },
  };
}
