import type { ErrorReport, FiledErrorReport } from '@nightlife/domain';
import type { ErrorReportRecord } from './error-report.schema';

/** Row of `error_reports` for a received report; the jsonb parts keep the report's own shape. */
export function toErrorReportRecord(filed: FiledErrorReport): ErrorReportRecord {
  const { report } = filed;
  return {
    id: filed.reportId,
    userId: filed.userId,
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
    receivedAt: filed.receivedAt,
    // Stored in the request that received it.
    filedAt: filed.receivedAt,
  };
}

export function fromErrorReportRecord(record: ErrorReportRecord): FiledErrorReport {
  return {
    reportId: record.id,
    userId: record.userId ?? null,
    receivedAt: record.receivedAt,
    report: {
      category: record.category as ErrorReport['category'],
      severity: record.severity as ErrorReport['severity'],
      description: record.description,
      stepsToReproduce: record.stepsToReproduce ?? null,
      expectedBehavior: record.expectedBehavior ?? null,
      actualBehavior: record.actualBehavior ?? null,
      errorDetails: (record.errorDetails ?? null) as ErrorReport['errorDetails'],
      context: (record.context ?? null) as ErrorReport['context'],
      browserInfo: (record.browserInfo ?? null) as ErrorReport['browserInfo'],
      consoleErrors: record.consoleErrors as ErrorReport['consoleErrors'],
      autoTriggered: record.autoTriggered,
    },
  };
}
