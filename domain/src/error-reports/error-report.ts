export const ERROR_REPORT_CATEGORIES = ['bug', 'feature', 'ui', 'performance', 'security', 'other'] as const;
export type ErrorReportCategory = (typeof ERROR_REPORT_CATEGORIES)[number];

export const ERROR_REPORT_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type ErrorReportSeverity = (typeof ERROR_REPORT_SEVERITIES)[number];

export const DEFAULT_ERROR_REPORT_CATEGORY: ErrorReportCategory = 'bug';
export const DEFAULT_ERROR_REPORT_SEVERITY: ErrorReportSeverity = 'medium';

export const SEVERITY_DESCRIPTIONS: Readonly<Record<ErrorReportSeverity, string>> = {
  low: 'Minor inconvenience',
  medium: 'Affects workflow',
  high: 'Major functionality broken',
  critical: 'App unusable',
};

/** How many entries of the global error log a report carries (spec 1 §9). */
export const MAX_CONSOLE_ERRORS = 10;

export const ERROR_REPORT_LIMITS = {
  description: 5000,
  /** Any other text field. */
  text: 5000,
  /** Stacks and component stacks. */
  stack: 20000,
  consoleErrors: MAX_CONSOLE_ERRORS,
} as const;

export interface ErrorDetails {
  name?: string | null;
  message?: string | null;
  stack?: string | null;
  /** React's component stack, when the error came from rendering. */
  errorInfo?: string | null;
}

/** React's errorInfo as an error boundary receives it; its other properties are dropped. */
export interface ReactErrorInfo {
  componentStack: string;
}

/** Error details as sent: errorInfo is the component stack's text or React's object holding it. */
export interface ErrorDetailsInput extends Omit<ErrorDetails, 'errorInfo'> {
  errorInfo?: string | ReactErrorInfo | null;
}

export interface ErrorReportContext {
  url?: string | null;
  userAgent?: string | null;
  timestamp?: string | null;
  userId?: string | null;
  username?: string | null;
  /** Taken from the browser's session storage; not the server session id. */
  sessionId?: string | null;
}

export interface BrowserInfo {
  language?: string | null;
  platform?: string | null;
  cookieEnabled?: boolean | null;
  onLine?: boolean | null;
  screenResolution?: string | null;
  viewportSize?: string | null;
  timeZone?: string | null;
}

/** One entry of the global error log. */
export interface ConsoleErrorEntry {
  message?: string | null;
  stack?: string | null;
  timestamp?: string | null;
  componentStack?: string | null;
}

/**
 * Spec 1 §3 error report entity, as the client sends it. Only the description is required;
 * category and severity default to bug and medium like the dialog does.
 */
export interface ErrorReportInput {
  category?: ErrorReportCategory | null;
  severity?: ErrorReportSeverity | null;
  description: string;
  stepsToReproduce?: string | null;
  expectedBehavior?: string | null;
  actualBehavior?: string | null;
  errorDetails?: ErrorDetailsInput | null;
  context?: ErrorReportContext | null;
  browserInfo?: BrowserInfo | null;
  consoleErrors?: ConsoleErrorEntry[];
  autoTriggered?: boolean;
}

/** A validated report with every field present and nothing the entity does not define. */
export interface ErrorReport {
  category: ErrorReportCategory;
  severity: ErrorReportSeverity;
  description: string;
  stepsToReproduce: string | null;
  expectedBehavior: string | null;
  actualBehavior: string | null;
  errorDetails: ErrorDetails | null;
  context: ErrorReportContext | null;
  browserInfo: BrowserInfo | null;
  consoleErrors: ConsoleErrorEntry[];
  autoTriggered: boolean;
}

/** A report as stored when it is received, and as forwarded to the team. */
export interface FiledErrorReport {
  reportId: string;
  report: ErrorReport;
  /** The signed-in user per the server session, or null; never taken from the report body. */
  userId: string | null;
  receivedAt: Date;
}
