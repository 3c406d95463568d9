import { Module } from '@nestjs/common';
import {
  type Clock,
  type IdGenerator,
  type JobOutbox,
  SubmitErrorReportUseCase,
  type UnitOfWork,
} from '@nightlife/domain';
import { UNIT_OF_WORK } from '../../platform/database/database.tokens';
import { CLOCK, ID_GENERATOR } from '../../platform/kernel/kernel.tokens';
import { JOB_OUTBOX } from '../../platform/queue/queue.tokens';
import { ErrorReportJobsModule } from './error-report-jobs.module';
import { SUBMIT_ERROR_REPORT } from './error-reports.tokens';
import { ErrorReportsController } from './http/error-reports.controller';
import { MikroOrmErrorReportRepository } from './persistence/mikro-orm-error-report.repository';

@Module({
  imports: [ErrorReportJobsModule],
  controllers: [ErrorReportsController],
  providers: [
    {
      provide: SUBMIT_ERROR_REPORT,
      inject: [UNIT_OF_WORK, MikroOrmErrorReportRepository, JOB_OUTBOX, ID_GENERATOR, CLOCK],
      useFactory: (
        uow: UnitOfWork,
        reports: MikroOrmErrorReportRepository,
        outbox: JobOutbox,
        ids: IdGenerator,
        clock: Clock,
      ) => new SubmitErrorReportUseCase(uow, reports, outbox, ids, clock),
    },
  ],
})
export class ErrorReportsModule {}
