import type { FiledErrorReport } from './error-report.js';

export interface ErrorReportRepository {
  save(report: FiledErrorReport): Promise<void>;
  findById(reportId: string): Promise<FiledErrorReport | null>;
}
