import type { ErrorReportJob } from '../error-reports/error-report.js';
import type { ErrorReportRepository } from '../error-reports/error-report.repository.port.js';

export class InMemoryErrorReportRepository implements ErrorReportRepository {
  readonly reports = new Map<string, ErrorReportJob>();

  async saveIfAbsent(job: ErrorReportJob): Promise<boolean> {
    if (this.reports.has(job.reportId)) return false;
    this.reports.set(job.reportId, job);
    return true;
  }
}
