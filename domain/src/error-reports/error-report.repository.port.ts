import type { ErrorReportJob } from './error-report.js';

export interface ErrorReportRepository {
  /** Stores the report unless one with the same reportId exists; true when it was stored now. */
  saveIfAbsent(job: ErrorReportJob): Promise<boolean>;
}
