import { Migrator } from '@mikro-orm/migrations';
import { type Options, PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/app-config';
import { loadMigrations } from './migrations';

/**
 * Session settings of every connection the app opens (pg's `options` startup parameter). A statement
 * with bound values is planned once per connection, generically, not again for each execution with
 * its values (ADR 0047): PostgreSQL's default (`auto`) kept re-planning the places load and save on
 * every RSVP, which cost more CPU than running them. The benchmarks' raw yardsticks use the same.
 */
export const POSTGRES_SESSION_OPTIONS = '-c plan_cache_mode=force_generic_plan';

/** ORM options shared by the Nest module, the worker and the test harness. */
export function mikroOrmOptions(config: Pick<AppConfig, 'databaseUrl' | 'nodeEnv'>): Options {
  return {
    driver: PostgreSqlDriver,
    clientUrl: config.databaseUrl,
    driverOptions: { options: POSTGRES_SESSION_OPTIONS },
    extensions: [Migrator],
    migrations: {
      migrationsList: loadMigrations(),
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    discovery: { warnWhenNoEntities: false },
    // The schema is owned by the migrations; never let the ORM create or alter tables.
    ensureDatabase: false,
    debug: false,
  };
}
