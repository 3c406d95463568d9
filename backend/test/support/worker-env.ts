// Runs in each jest worker before every test file: points DATABASE_URL, QUEUE_PREFIX and the mail
// outbox at this worker's own copies (global-setup.ts), so suites running side by side in other
// workers never share rows, jobs, rate-limit keys or mail with it.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { withDatabase, workerDatabase } from './test-database';

const worker = Number(process.env.JEST_WORKER_ID ?? 1);

/** A variable global-setup.ts sets for the run. */
function fromGlobalSetup(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is unset: run the suite through jest.config.cjs (its global-setup sets it)`);
  return value;
}

process.env.DATABASE_URL = withDatabase(
  fromGlobalSetup('NIGHTLIFE_TEST_SERVER_URL'),
  workerDatabase(fromGlobalSetup('NIGHTLIFE_TEST_DATABASE'), worker),
);
process.env.QUEUE_PREFIX = `${fromGlobalSetup('NIGHTLIFE_TEST_QUEUE_PREFIX')}_w${worker}`;
process.env.MAIL_OUTBOX_DIR = path.join(fromGlobalSetup('NIGHTLIFE_TEST_MAIL_DIR'), `w${worker}`);
mkdirSync(process.env.MAIL_OUTBOX_DIR, { recursive: true });
