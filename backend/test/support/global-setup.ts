import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { mikroOrmOptions } from '../../src/platform/database/mikro-orm.options';
import { runMigrations } from '../../src/platform/database/run-migrations';
import { onServer, uniqueName, withDatabase, workerDatabase } from './test-database';

interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

export interface TestRun {
  serverUrl: string;
  database: string;
  embedded: EmbeddedPostgres | null;
}

declare global {
  var __nightlifeTestRun: TestRun | undefined;
}

/**
 * Once per `jest` run: a PostgreSQL server (DATABASE_URL's, or an embedded one), a fresh
 * database with the migrations applied, one copy of it per jest worker, and a queue/Redis prefix
 * of its own. Tests see them through process.env, each worker its own copy and prefix
 * (worker-env.ts); global-teardown drops them.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  let embedded: EmbeddedPostgres | null = null;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const launcher = path.resolve(__dirname, '../../../infra/db/embedded-postgres.mjs');
    const { startEmbeddedPostgres } = (await import(launcher)) as {
      startEmbeddedPostgres(options: { ephemeral: true }): Promise<EmbeddedPostgres>;
    };
    embedded = await startEmbeddedPostgres({ ephemeral: true });
    serverUrl = embedded.url;
  }

  const database = uniqueName('nightlife_test');
  await onServer(serverUrl, (client) => client.query(`create database "${database}"`));
  const url = withDatabase(serverUrl, database);
  globalThis.__nightlifeTestRun = { serverUrl, database, embedded };

  const orm = await MikroORM.init(mikroOrmOptions({ databaseUrl: url, nodeEnv: 'test' }));
  try {
    await runMigrations(orm);
  } finally {
    await orm.close();
  }

  // Workers run suites side by side: each gets a database of its own, so no suite sees another's
  // rows or jobs at the same time (a copy is quicker than migrating again).
  for (let worker = 1; worker <= Math.max(globalConfig.maxWorkers, 1); worker++)
    await onServer(serverUrl, (client) =>
      client.query(`create database "${workerDatabase(database, worker)}" template "${database}"`),
    );

  process.env.NIGHTLIFE_TEST_SERVER_URL = serverUrl;
  process.env.NIGHTLIFE_TEST_DATABASE = database;
  process.env.DATABASE_URL = url;
  process.env.NODE_ENV = 'test';
  process.env.NIGHTLIFE_TEST_QUEUE_PREFIX = uniqueName('test').toLowerCase();
  // Tests log in and sign up far more often than a person: limits are raised for the run, and
  // the rate-limit tests set low ones explicitly.
  // Suites change events between reads; the list's visitor cache has its own test.
  process.env.EVENT_LIST_CACHE_MS ??= '0';
  // Request lines of every suite would bury the failures; errors still show.
  process.env.LOG_LEVEL ??= 'error';
  process.env.RATE_LIMIT_LOGIN ??= '10000/60';
  process.env.RATE_LIMIT_SIGNUP ??= '10000/60';
  process.env.RATE_LIMIT_ERROR_REPORTS ??= '10000/60';
  process.env.RATE_LIMIT_INQUIRIES ??= '10000/60';
  process.env.RATE_LIMIT_UPLOADS ??= '10000/60';
  // Uploads of the run go to a folder of its own, never the repository's .data/uploads.
  process.env.STORAGE_LOCAL_DIR = await mkdtemp(path.join(tmpdir(), 'nightlife-uploads-'));
  // Notifications of jobs that run without SMTP land here, not in the repository's .data/mail.
  process.env.NIGHTLIFE_TEST_MAIL_DIR = await mkdtemp(path.join(tmpdir(), 'nightlife-test-mail-'));
}
