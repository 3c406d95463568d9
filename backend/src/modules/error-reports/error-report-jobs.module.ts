import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AppConfig } from '../../platform/config/app-config';
import { ERROR_REPORT_FORWARDER } from './error-reports.tokens';
import { ForwardErrorReportJob } from './jobs/forward-error-report.job';
import { HttpErrorReportForwarder } from './jobs/http-error-report.forwarder';
import { ErrorReportSchema } from './persistence/error-report.schema';
import { MikroOrmErrorReportRepository } from './persistence/mikro-orm-error-report.repository';

/** What error-report jobs need, without HTTP: imported by ErrorReportsModule and by the worker. */
@Module({
  imports: [MikroOrmModule.forFeature([ErrorReportSchema])],
  providers: [
    MikroOrmErrorReportRepository,
    {
      provide: ERROR_REPORT_FORWARDER,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        config.errorReportWebhookUrl === null
          ? null
          : new HttpErrorReportForwarder(config.errorReportWebhookUrl),
    },
    ForwardErrorReportJob,
  ],
  exports: [MikroOrmErrorReportRepository],
})
export class ErrorReportJobsModule {}
