import type { MikroORM } from '@mikro-orm/postgresql';

/** Applies pending migrations; returns their names (empty when the schema is current). */
export async function runMigrations(orm: MikroORM): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((migration) => migration.name);
}
