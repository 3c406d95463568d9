import { ok, type Result } from '../../kernel/result.js';
import type { ErrorReportJob } from '../error-report.js';
import type { ErrorReportForwarder } from '../error-report-forwarder.port.js';
import type { ErrorReportRepository } from '../error-report.repository.port.js';

/**
 * The queue worker's step: store the report once, then forward it. Safe to retry: storing is
 * idempotent by reportId, and forwarding runs on every attempt (at least once) because a retry
 * may follow a stored report whose forwarding failed.
 */
export class FileErrorReportUseCase {
  constructor(
    private readonly repo: ErrorReportRepository,
    private readonly forwarder: ErrorReportForwarder | null,
  ) {}

  async execute(
    job: ErrorReportJob,
  ): Promise<Result<{ reportId: string; stored: boolean; forwarded: boolean }>> {
    const stored = await this.repo.saveIfAbsent(job);
    if (this.forwarder) await this.forwarder.forward(job);
    return ok({ reportId: job.reportId, stored, forwarded: this.forwarder !== null });
  }
}
