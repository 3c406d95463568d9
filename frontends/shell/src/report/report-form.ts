// The contents of the 'Report an Issue' form (spec 1 §3): blank, or prefilled for an error. The
// dialog store holds them from the start; what the dialog sends is built in error-report.ts,
// which loads with the dialog.
import {
  DEFAULT_ERROR_REPORT_CATEGORY,
  DEFAULT_ERROR_REPORT_SEVERITY,
  type ErrorReportCategory,
  type ErrorReportSeverity,
} from '@nightlife/domain';
import type { RecordedError } from '../errors/error-log';

export interface ReportFormValues {
  category: ErrorReportCategory;
  severity: ErrorReportSeverity;
  description: string;
  stepsToReproduce: string;
  expectedBehavior: string;
  actualBehavior: string;
}

export const EMPTY_REPORT: ReportFormValues = {
  category: DEFAULT_ERROR_REPORT_CATEGORY,
  severity: DEFAULT_ERROR_REPORT_SEVERITY,
  description: '',
  stepsToReproduce: '',
  expectedBehavior: '',
  actualBehavior: '',
};

/** An error's report: its name and message as the description, its stack as the actual behaviour, a high-severity bug. */
export function prefillFromError(error: RecordedError): ReportFormValues {
  return {
    ...EMPTY_REPORT,
    category: 'bug',
    severity: 'high',
    description: `${error.name}: ${error.message}`,
    actualBehavior: error.stack ?? '',
  };
}
