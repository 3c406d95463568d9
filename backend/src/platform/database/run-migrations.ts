import type { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';

// Any constant works; it only has to be the same for every process migrating this database.
const MIGRATION_LOCK_KEY = 7_240_311_518;

/**
 * Applies pending migrations and returns their names (empty when the schema is current).
 * MikroORM's migrator takes no lock, so a PostgreSQL advisory lock serialises concurrent
 * runs (replicas booting with MIGRATE_ON_BOOT): the later ones wait, then find nothing to do.
 */
export async function runMigrations(orm: MikroORM): Promise<string[]> {
  const lock = new Client({ connectionString: orm.config.get('clientUrl') });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const applied = await orm.migrator.up();
    return applied.map((migration) => migration.name);
  } finally {
    // Closing the session releases the lock.
    await lock.end();
  }
}
