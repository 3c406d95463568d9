import type { Clock } from '../../kernel/clock.port.js';
import { DomainError } from '../../kernel/domain-error.js';
import type { IdGenerator } from '../../kernel/id-generator.port.js';
import type { JobOutbox } from '../../kernel/job-outbox.port.js';
import { err, ok, type Result } from '../../kernel/result.js';
import type { UnitOfWork } from '../../kernel/unit-of-work.port.js';
import type { ErrorReportInput } from '../error-report.js';
import { forwardErrorReportJob } from '../error-report-jobs.js';
import type { ErrorReportRepository } from '../error-report.repository.port.js';
import { normalizeErrorReport, validateErrorReport } from '../error-report-validation.js';

/**
 * Accepts a report from anyone (signed in or not): stores it and schedules its forwarding in
 * one transaction, so an accepted report is never lost and never forwarded unless stored.
 * A slow forwarder never delays the answer (202).
 */
export class SubmitErrorReportUseCase {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly reports: ErrorReportRepository,
    private readonly outbox: JobOutbox,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: {
    report: ErrorReportInput;
    userId: string | null;
  }): Promise<Result<{ reportId: string }>> {
    const fieldErrors = validateErrorReport(input.report);
    if (fieldErrors.length > 0) return err(DomainError.validation(fieldErrors));

    const reportId = this.ids.next();
    await this.uow.run(async () => {
      await this.reports.save({
        reportId,
        report: normalizeErrorReport(input.report),
        userId: input.userId,
        receivedAt: this.clock.now(),
      });
      await this.outbox.add(forwardErrorReportJob, { reportId });
    });
    return ok({ reportId });
  }
}
