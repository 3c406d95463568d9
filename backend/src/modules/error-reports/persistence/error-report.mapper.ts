import type { ErrorReportJob } from '@nightlife/domain';
import type { ErrorReportRecord } from './error-report.schema';

/** Row of `error_reports` for a filed job; the jsonb parts keep the report's own shape. */
export function toErrorReportRecord(job: ErrorReportJob, filedAt: Date): ErrorReportRecord {
  const { report } = job;
  return {
    id: job.reportId,
    userId: job.userId,
    category: report.category,
    severity: report.severity,
    description: report.description,
    stepsToReproduce: report.stepsToReproduce,
    expectedBehavior: report.expectedBehavior,
    actualBehavior: report.actualBehavior,
    errorDetails: report.errorDetails ? { ...report.errorDetails } : null,
    context: report.context ? { ...report.context } : null,
    browserInfo: report.browserInfo ? { ...report.browserInfo } : null,
    consoleErrors: report.consoleErrors.map((entry) => ({ ...entry })),
    autoTriggered: report.autoTriggered,
    receivedAt: job.receivedAt,
    filedAt,
  };
}
