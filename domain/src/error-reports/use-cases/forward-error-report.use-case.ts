import { ok, type Result } from '../../kernel/result.js';
import type { ErrorReportForwarder } from '../error-report-forwarder.port.js';
import type { ErrorReportRepository } from '../error-report.repository.port.js';

/**
 * The forwarding job's step: send a stored report to the team when a forwarder is configured.
 * A failure throws, so the job is retried; the receiver de-duplicates on reportId.
 */
export class ForwardErrorReportUseCase {
  constructor(
    private readonly reports: ErrorReportRepository,
    private readonly forwarder: ErrorReportForwarder | null,
  ) {}

  async execute({ reportId }: { reportId: string }): Promise<Result<{ forwarded: boolean }>> {
    if (!this.forwarder) return ok({ forwarded: false });
    const report = await this.reports.findById(reportId);
    // Gone (deleted since): nothing left to send.
    if (!report) return ok({ forwarded: false });
    await this.forwarder.forward(report);
    return ok({ forwarded: true });
  }
}
