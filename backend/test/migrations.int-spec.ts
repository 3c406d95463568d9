import { migrate } from '../src/migrate';
import { onServer, uniqueName, withDatabase } from './support/test-database';

describe('migrations', () => {
  const serverUrl = process.env.DATABASE_URL!;
  const database = uniqueName('nightlife_migrate');
  const url = withDatabase(serverUrl, database);

  beforeAll(async () => {
    await onServer(serverUrl, (client) => client.query(`create database "${database}"`));
  });

  afterAll(async () => {
    await onServer(serverUrl, (client) => client.query(`drop database if exists "${database}" with (force)`));
  });

  it('apply once even when several processes migrate at the same time (replicas booting)', async () => {
    const runs = await Promise.all([1, 2, 3].map(() => migrate({ databaseUrl: url, nodeEnv: 'test' })));
    const applied = runs.flat();
    expect(applied).toContain('Migration20261121120000_accounts');
    expect(new Set(applied).size).toBe(applied.length);
    expect(runs.filter((names) => names.length > 0)).toHaveLength(1);

    expect(await migrate({ databaseUrl: url, nodeEnv: 'test' })).toEqual([]);
    const tables = await onServer(url, (client) =>
      client.query<{ table_name: string }>(
        `select table_name from information_schema.tables where table_schema = 'public'`,
      ),
    );
    expect(tables.rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(['users', 'user_sessions', 'rate_limit_hits']),
    );
  });
});
