import { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from './platform/config/app-config';
import { ConfigError, loadConfig } from './platform/config/load-config';
import { mikroOrmOptions } from './platform/database/mikro-orm.options';
import { runMigrations } from './platform/database/run-migrations';
import { createRootLogger } from './platform/logging/root-logger';

/** `node backend/dist/migrate.js`: applies pending migrations once per deploy, then exits. */
export async function migrate(config: Pick<AppConfig, 'databaseUrl' | 'nodeEnv'>): Promise<string[]> {
  const orm = await MikroORM.init(mikroOrmOptions(config));
  try {
    return await runMigrations(orm);
  } finally {
    await orm.close();
  }
}

if (require.main === module) {
  Promise.resolve()
    .then(() => loadConfig())
    .then(async (config) => ({ config, applied: await migrate(config) }))
    .then(
      ({ config, applied }) => {
        createRootLogger(config).info(
          applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'Schema is up to date',
        );
      },
      (error: unknown) => {
        console.error(error instanceof ConfigError ? error.message : error);
        process.exit(1);
      },
    );
}
