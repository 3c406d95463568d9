import { Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { createApp } from './app.factory';
import { migrate } from './migrate';
import { ConfigError, loadConfig } from './platform/config/load-config';
import { seedDemoData } from './seed/demo-seed';

async function main(): Promise<void> {
  const logger = new Logger('Main');
  const config = loadConfig();
  // Before the app starts: its workers and session store expect the current schema.
  if (config.migrateOnBoot) {
    const applied = await migrate(config);
    logger.log(
      applied.length > 0 ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date',
    );
  }

  const app = await createApp(config);
  app.enableShutdownHooks(['SIGINT', 'SIGTERM']);
  if (config.seedDemoData) {
    await seedDemoData(app.get(MikroORM).em.fork());
  }

  await app.listen(config.port, config.host);
  logger.log(
    `API listening on http://${config.host}:${config.port} (docs at /api/docs)${config.runWorkers ? ', workers running in-process' : ''}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
