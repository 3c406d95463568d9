import { type DynamicModule, type INestApplicationContext, type LogLevel, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ErrorReportJobsModule } from './modules/error-reports/error-report-jobs.module';
import { InquiryJobsModule } from './modules/inquiries/inquiry-jobs.module';
import type { AppConfig } from './platform/config/app-config';
import { ConfigModule } from './platform/config/config.module';
import { DatabaseModule } from './platform/database/database.module';
import { KernelModule } from './platform/kernel/kernel.module';
import { QueueModule } from './platform/queue/queue.module';
import { RedisModule } from './platform/redis/redis.module';

/** Every module that declares job handlers (its jobs part only, without HTTP). */
export const JOB_MODULES = [ErrorReportJobsModule, InquiryJobsModule];

/**
 * What jobs need and nothing else: configuration, the clock and ids, the database, Redis,
 * the jobs platform (outbox relay and workers) and the feature modules' job handlers. No
 * HTTP server, sessions, passport or rate limits.
 */
@Module({})
export class WorkerModule {
  static register(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        KernelModule,
        DatabaseModule,
        RedisModule,
        QueueModule,
        ...JOB_MODULES,
      ],
    };
  }
}

/** The worker process's application context, started (workers always run here). */
export async function createWorkerContext(
  config: AppConfig,
  options: { logger?: LogLevel[] | false } = {},
): Promise<INestApplicationContext> {
  const app = await NestFactory.createApplicationContext(
    WorkerModule.register({ ...config, runWorkers: true }),
    { logger: options.logger, abortOnError: false },
  );
  await app.init();
  return app;
}
