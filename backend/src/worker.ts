import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { ConfigError, loadConfig } from './platform/config/load-config';

/**
 * Standalone BullMQ workers (production): the same modules without the HTTP server. Each
 * feature module creates its workers through QueueFactory; here they always run.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await NestFactory.createApplicationContext(AppModule.register({ ...config, runWorkers: true }));
  app.enableShutdownHooks(['SIGINT', 'SIGTERM']);
  await app.init();
  new Logger('Worker').log('Workers running; SIGTERM stops them after their active jobs.');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
