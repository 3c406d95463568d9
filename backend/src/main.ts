import { MikroORM } from '@mikro-orm/postgresql';
import { PublishUploadUseCase } from '@nightlife/domain';
import { createApp } from './app.factory';
import { migrate } from './migrate';
import { checkLinkOrigin, ConfigError, loadConfig } from './platform/config/load-config';
import { createRootLogger, readableConsole } from './platform/logging/root-logger';
import { OBJECT_STORAGE } from './platform/storage/storage.tokens';
import { demoMediaOn } from './seed/demo-media';
import { seedDemoData } from './seed/demo-seed';

async function main(): Promise<void> {
  const config = loadConfig();
  checkLinkOrigin(config);
  const rootLogger = createRootLogger(config);
  const logger = rootLogger.child({ context: 'Main' });
  // Before the app starts: its workers and session store expect the current schema.
  if (config.migrateOnBoot) {
    const applied = await migrate(config);
    logger.info(
      applied.length > 0 ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date',
    );
  }

  const app = await createApp(config, { logger: rootLogger, readableLog: readableConsole() });
  app.enableShutdownHooks(['SIGINT', 'SIGTERM']);
  if (config.seedDemoData) {
    const media = demoMediaOn(app.get(OBJECT_STORAGE), app.get(PublishUploadUseCase));
    await seedDemoData(app.get(MikroORM).em.fork(), new Date(), media);
  }

  await app.listen(config.port, config.host);
  logger.info(
    `API listening on http://${config.host}:${config.port} (docs at /api/docs)${config.runWorkers ? ', workers running in-process' : ''}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
