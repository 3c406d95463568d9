import { Migrator } from '@mikro-orm/migrations';
import { type Options, PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/app-config';
import { loadMigrations } from './migrations';
import { POSTGRES_SESSION_OPTIONS } from './postgres-session-options';

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
