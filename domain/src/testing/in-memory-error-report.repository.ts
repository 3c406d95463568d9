import type { FiledErrorReport } from '../error-reports/error-report.js';
import type { ErrorReportRepository } from '../error-reports/error-report.repository.port.js';
import type { InMemoryUnitOfWork } from './in-memory-unit-of-work.js';

export class InMemoryErrorReportRepository implements ErrorReportRepository {
  readonly reports = new Map<string, FiledErrorReport>();

  /** With a unit of work, saves apply only when it commits. */
  constructor(private readonly uow: InMemoryUnitOfWork | null = null) {}

  async save(report: FiledErrorReport): Promise<void> {
    const apply = () => this.reports.set(report.reportId, report);
    if (this.uow) this.uow.enlist(apply);
    else apply();
  }

  async findById(reportId: string): Promise<FiledErrorReport | null> {
    return this.reports.get(reportId) ?? null;
  }
}
