import type { Clock } from '../../kernel/clock.port.js';
import { DomainError } from '../../kernel/domain-error.js';
import type { IdGenerator } from '../../kernel/id-generator.port.js';
import { err, ok, type Result } from '../../kernel/result.js';
import type { ErrorReportInput } from '../error-report.js';
import type { ErrorReportQueue } from '../error-report-queue.port.js';
import { normalizeErrorReport, validateErrorReport } from '../error-report-validation.js';

/**
 * Accepts a report from anyone (signed in or not) and queues it for filing, so the request
 * answers 202 quickly and a slow store or forwarder never loses or delays the user's report.
 */
export class SubmitErrorReportUseCase {
  constructor(
    private readonly queue: ErrorReportQueue,
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
    await this.queue.enqueue({
      reportId,
      report: normalizeErrorReport(input.report),
      userId: input.userId,
      receivedAt: this.clock.now(),
    });
    return ok({ reportId });
  }
}
