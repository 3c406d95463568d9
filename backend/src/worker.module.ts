import { WebhookJobsModule } from './modules/webhooks';
import { type DynamicModule, type INestApplicationContext, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import { AccountJobsModule } from './modules/accounts';
import { AnnouncementJobsModule } from './modules/announcements';
import { ErrorReportJobsModule } from './modules/error-reports';
import { InquiryJobsModule } from './modules/inquiries';
import { RsvpJobsModule } from './modules/rsvps';
import type { AppConfig } from './platform/config/app-config';
import { ConfigModule } from './platform/config/config.module';
import { DatabaseModule } from './platform/database/database.module';
import { KernelModule } from './platform/kernel/kernel.module';
import { LoggingModule } from './platform/logging/logging.module';
import { createRootLogger, type RootLogger } from './platform/logging/root-logger';
import { QueueModule } from './platform/queue/queue.module';
import { RedisModule } from './platform/redis/redis.module';
import { StorageModule } from './platform/storage/storage.module';

/** Every module that declares job handlers (its jobs part only, without HTTP). */
export const JOB_MODULES = [
  ErrorReportJobsModule,
  AccountJobsModule,
  InquiryJobsModule,
  AnnouncementJobsModule,
  RsvpJobsModule,
  WebhookJobsModule,
];

/**
 * What jobs need and nothing else: configuration, the clock and ids, the database, Redis,
 * the object storage, the jobs platform (outbox relay and workers) and the feature modules' job
 * handlers. No HTTP server, sessions, passport or rate limits.
 */
@Module({})
export class WorkerModule {
  static register(config: AppConfig, logger: RootLogger): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule.forRoot(logger),
        KernelModule,
        DatabaseModule,
        RedisModule,
        QueueModule,
        StorageModule,
        ...JOB_MODULES,
      ],
    };
  }
}

/**
 * The worker process's application context, started (workers always run here). It logs through
 * the same pino root logger as the API (JSON lines, pretty only on a terminal); tests pass
 * their own to read the lines back or keep them quiet.
 */
export async function createWorkerContext(
  config: AppConfig,
  options: { logger?: RootLogger } = {},
): Promise<INestApplicationContext> {
  const logger = options.logger ?? createRootLogger(config);
  const app = await NestFactory.createApplicationContext(
    WorkerModule.register({ ...config, runWorkers: true }, logger),
    // Nest's own boot lines wait for the pino logger instead of going to the colouring console.
    { bufferLogs: true, abortOnError: false },
  );
  app.useLogger(app.get(PinoNestLogger));
  await app.init();
  return app;
}
