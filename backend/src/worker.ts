import { Logger } from '@nestjs/common';
import { checkLinkOrigin, ConfigError, loadConfig } from './platform/config/load-config';
import { createWorkerContext } from './worker.module';

/**
 * Standalone job workers (production: `node dist/worker.js`): WorkerModule only, no HTTP.
 * SIGTERM stops the outbox relay, lets workers finish their active jobs, then closes.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  checkLinkOrigin(config);
  const app = await createWorkerContext(config);
  app.enableShutdownHooks(['SIGINT', 'SIGTERM']);
  new Logger('Worker').log('Workers running; SIGTERM stops them after their active jobs.');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
