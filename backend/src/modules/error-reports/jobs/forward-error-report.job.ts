import { Inject, Logger } from '@nestjs/common';
import {
  type ErrorReportForwarder,
  ForwardErrorReportUseCase,
  forwardErrorReportJob,
} from '@nightlife/domain';
import { type JobHandler, JobHandlerFor } from '../../../platform/queue/job-handler';
import { ERROR_REPORT_FORWARDER } from '../error-reports.tokens';
import { MikroOrmErrorReportRepository } from '../persistence/mikro-orm-error-report.repository';

/** Sends each stored report to ERROR_REPORT_WEBHOOK_URL when set; retried with backoff (1 s, 2 s, ...). */
@JobHandlerFor(forwardErrorReportJob, { attempts: 8, backoffMs: 1_000, concurrency: 4 })
export class ForwardErrorReportJob implements JobHandler<{ reportId: string }> {
  private readonly logger = new Logger(ForwardErrorReportJob.name);
  private readonly forward: ForwardErrorReportUseCase;

  constructor(
    reports: MikroOrmErrorReportRepository,
    @Inject(ERROR_REPORT_FORWARDER) forwarder: ErrorReportForwarder | null,
  ) {
    this.forward = new ForwardErrorReportUseCase(reports, forwarder);
  }

  async handle(payload: { reportId: string }): Promise<{ forwarded: boolean }> {
    const result = await this.forward.execute(payload);
    if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
    if (result.value.forwarded) this.logger.log(`Forwarded error report ${payload.reportId}`);
    return result.value;
  }
}
