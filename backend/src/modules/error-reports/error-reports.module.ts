import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { type Clock, type IdGenerator, SubmitErrorReportUseCase } from '@nightlife/domain';
import { CLOCK, ID_GENERATOR } from '../../platform/kernel/kernel.tokens';
import { AppConfig } from '../../platform/config/app-config';
import { QueueFactory } from '../../platform/queue/queue.factory';
import { ERROR_REPORT_FORWARDER, SUBMIT_ERROR_REPORT } from './error-reports.tokens';
import { ErrorReportsController } from './http/error-reports.controller';
import {
  BullMqErrorReportQueue,
  ERROR_REPORTS_QUEUE,
  type ErrorReportJobData,
} from './jobs/bullmq-error-report.queue';
import { FileErrorReportJob } from './jobs/file-error-report.job';
import { HttpErrorReportForwarder } from './jobs/http-error-report.forwarder';
import { ErrorReportSchema } from './persistence/error-report.schema';

@Module({
  imports: [MikroOrmModule.forFeature([ErrorReportSchema])],
  controllers: [ErrorReportsController],
  providers: [
    {
      provide: ERROR_REPORT_FORWARDER,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        config.errorReportWebhookUrl === null
          ? null
          : new HttpErrorReportForwarder(config.errorReportWebhookUrl),
    },
    {
      provide: SUBMIT_ERROR_REPORT,
      inject: [QueueFactory, ID_GENERATOR, CLOCK],
      useFactory: (queues: QueueFactory, ids: IdGenerator, clock: Clock) =>
        new SubmitErrorReportUseCase(
          new BullMqErrorReportQueue(queues.createQueue<ErrorReportJobData>(ERROR_REPORTS_QUEUE)),
          ids,
          clock,
        ),
    },
    FileErrorReportJob,
  ],
})
export class ErrorReportsModule {}
