import { SqlClient } from '../../src/platform/database/sql-client';
import type { TestApp } from './create-test-app';

/**
 * Records the SQL statements the app runs, through the ORM and through the SqlClient alike, so
 * a test can count those that read a table. Both calls still run: nothing is stubbed.
 */
export function recordStatements(t: TestApp) {
  const orm = jest.spyOn(t.orm.config.getLogger(), 'logQuery');
  const raw = jest.spyOn(t.app.get(SqlClient), 'query');
  const statements = () => [
    ...orm.mock.calls.map(([context]) => context.query ?? ''),
    ...raw.mock.calls.map(([sql]) => sql),
  ];
  return {
    /** How many statements so far name `table` as a word. */
    reading: (table: string) => statements().filter((sql) => new RegExp(`\\b${table}\\b`).test(sql)).length,
    clear() {
      orm.mockClear();
      raw.mockClear();
    },
    restore() {
      orm.mockRestore();
      raw.mockRestore();
    },
  };
}
