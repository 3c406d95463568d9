import { SqlClient } from '../src/platform/database/sql-client';
import { createTestApp, type TestApp } from './support/create-test-app';

// SqlClient prepares each statement once per connection (ADR 0042). A migration that changes a
// table's columns while the process runs must not break the statements prepared before it.
describe('SqlClient', () => {
  let t: TestApp;
  let sql: SqlClient;
  const table = `sql_client_probe_${process.pid}_${Date.now()}`;

  beforeAll(async () => {
    t = await createTestApp();
    sql = t.app.get(SqlClient);
    await sql.query(`create table ${table} (id int primary key, name text not null)`);
  });

  afterAll(async () => {
    await sql.query(`drop table if exists ${table}`);
    await t.close();
  });

  it('has every connection plan a statement once, generically (ADR 0047)', async () => {
    // Several at once, so that they run on several of the pool's connections.
    const modes = await Promise.all(
      Array.from({ length: 8 }, () => sql.query<{ plan_cache_mode: string }>('show plan_cache_mode')),
    );
    expect(new Set(modes.map(([row]) => row.plan_cache_mode))).toEqual(new Set(['force_generic_plan']));
  });

  it('binds new values to a statement it prepared before', async () => {
    await sql.query(`insert into ${table} (id, name) select g, 'n' || g from generate_series(1, 5) g`);
    const byId = `select name from ${table} where id = ?`;
    for (let id = 1; id <= 5; id += 1) {
      expect(await sql.query(byId, [id])).toEqual([{ name: `n${id}` }]);
    }
    expect(await sql.query(byId, [99])).toEqual([]);
  });

  it('answers the new columns after a migration changed them under its prepared statements', async () => {
    const all = `select * from ${table} where id <= ? order by id`;
    // Prepared on several of the pool's connections at once.
    const before = await Promise.all(Array.from({ length: 8 }, () => sql.query(all, [2])));
    expect(before[7]).toEqual([
      { id: 1, name: 'n1' },
      { id: 2, name: 'n2' },
    ]);

    await sql.query(`alter table ${table} add column mood text not null default 'calm'`);
    const after = await Promise.all(Array.from({ length: 8 }, () => sql.query(all, [1])));
    expect(after).toEqual(Array.from({ length: 8 }, () => [{ id: 1, name: 'n1', mood: 'calm' }]));
  });
});
