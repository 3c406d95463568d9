import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { SubmitErrorReportUseCase, UuidV7Generator } from '@nightlife/domain';
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

/** The webhook receiving filed reports, if any; a malformed URL stops the boot. */
function webhookUrl(): string | null {
  const url = process.env.ERROR_REPORT_WEBHOOK_URL?.trim();
  return url ? new URL(url).toString() : null;
}

@Module({
  imports: [MikroOrmModule.forFeature([ErrorReportSchema])],
  controllers: [ErrorReportsController],
  providers: [
    {
      provide: ERROR_REPORT_FORWARDER,
      useFactory: () => {
        const url = webhookUrl();
        return url === null ? null : new HttpErrorReportForwarder(url);
      },
    },
    {
      provide: SUBMIT_ERROR_REPORT,
      inject: [QueueFactory],
      useFactory: (queues: QueueFactory) =>
        new SubmitErrorReportUseCase(
          new BullMqErrorReportQueue(queues.createQueue<ErrorReportJobData>(ERROR_REPORTS_QUEUE)),
          new UuidV7Generator(),
          { now: () => new Date() },
        ),
    },
    FileErrorReportJob,
  ],
})
export class ErrorReportsModule {}
