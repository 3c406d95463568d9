// What the 'Report an Issue' dialog shows and sends (spec 1 §3, §4, §5). Loaded with the dialog;
// the form's contents, which the dialog store keeps from the start, are in report-form.ts.
import {
  ERROR_REPORT_LIMITS,
  MAX_CONSOLE_ERRORS,
  type ErrorReportCategory,
  type ErrorReportSeverity,
} from '@nightlife/domain';
import type { ErrorReport } from '../api/generated';
import type { ErrorLogEntry, RecordedError } from '../errors/error-log';
import type { ReportFormValues } from './report-form';

export const CATEGORY_LABELS: Readonly<Record<ErrorReportCategory, string>> = {
  bug: 'Bug',
  feature: 'Feature Request',
  ui: 'UI / Design',
  performance: 'Performance',
  security: 'Security',
  other: 'Other',
};

export const SEVERITY_LABELS: Readonly<Record<ErrorReportSeverity, string>> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

export const SUPPORT_EMAIL = 'support@nightlife.dev';

/** Send is allowed only with a non-blank description and no send in flight. */
export function canSend(values: ReportFormValues, sending: boolean): boolean {
  return !sending && values.description.trim() !== '';
}

export interface ReportEnvironment {
  url: string;
  userAgent: string;
  language: string;
  platform: string;
  cookieEnabled: boolean;
  onLine: boolean;
  screenResolution: string;
  viewportSize: string;
  timeZone: string;
  timestamp: string;
  sessionId: string;
}

export function readEnvironment(sessionId: string): ReportEnvironment {
  return {
    url: window.location.href,
    userAgent: navigator.userAgent,
    language: navigator.language,
    platform: navigator.platform,
    cookieEnabled: navigator.cookieEnabled,
    onLine: navigator.onLine,
    screenResolution: `${window.screen.width}x${window.screen.height}`,
    viewportSize: `${window.innerWidth}x${window.innerHeight}`,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    timestamp: new Date().toISOString(),
    sessionId,
  };
}

const clip = (text: string | undefined, max: number) => (text ? text.slice(0, max) : null);
const optional = (text: string, max: number) => (text.trim() === '' ? null : text.slice(0, max));

export interface ReportInput {
  values: ReportFormValues;
  error: RecordedError | null;
  autoTriggered: boolean;
  user: { id: string; username: string } | null;
  consoleErrors: readonly ErrorLogEntry[];
  env: ReportEnvironment;
}

export function buildErrorReport({
  values,
  error,
  autoTriggered,
  user,
  consoleErrors,
  env,
}: ReportInput): ErrorReport {
  const { text, stack } = ERROR_REPORT_LIMITS;
  return {
    category: values.category,
    severity: values.severity,
    description: values.description.trim().slice(0, ERROR_REPORT_LIMITS.description),
    stepsToReproduce: optional(values.stepsToReproduce, text),
    expectedBehavior: optional(values.expectedBehavior, text),
    actualBehavior: optional(values.actualBehavior, stack),
    errorDetails: error
      ? {
          name: clip(error.name, text),
          message: clip(error.message, text),
          stack: clip(error.stack, stack),
          errorInfo: clip(error.componentStack, stack),
        }
      : null,
    context: {
      url: env.url,
      userAgent: env.userAgent,
      timestamp: env.timestamp,
      userId: user?.id ?? null,
      username: user?.username ?? null,
      sessionId: env.sessionId,
    },
    browserInfo: {
      language: env.language,
      platform: env.platform,
      cookieEnabled: env.cookieEnabled,
      onLine: env.onLine,
      screenResolution: env.screenResolution,
      viewportSize: env.viewportSize,
      timeZone: env.timeZone,
    },
    consoleErrors: consoleErrors.slice(-MAX_CONSOLE_ERRORS).map((entry) => ({
      message: clip(entry.message, text),
      stack: clip(entry.stack, stack),
      timestamp: entry.timestamp,
      componentStack: clip(entry.componentStack, stack),
    })),
    autoTriggered,
  };
}
