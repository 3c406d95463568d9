import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** `postgres://…/db` with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
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
