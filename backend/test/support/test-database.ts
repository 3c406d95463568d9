import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** `postgres://…/db` with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** The copy of the run's database that jest worker `worker` uses (global-setup.ts, worker-env.ts). */
export function workerDatabase(database: string, worker: number): string {
  return `${database}_w${worker}`;
}

export function uniqueName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
}

export async function onServer<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
