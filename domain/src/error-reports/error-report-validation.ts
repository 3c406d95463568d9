import type { FieldError } from '../kernel/domain-error.js';
import {
  DEFAULT_ERROR_REPORT_CATEGORY,
  DEFAULT_ERROR_REPORT_SEVERITY,
  ERROR_REPORT_CATEGORIES,
  ERROR_REPORT_LIMITS,
  ERROR_REPORT_SEVERITIES,
  type BrowserInfo,
  type ConsoleErrorEntry,
  type ErrorDetails,
  type ErrorDetailsInput,
  type ErrorReport,
  type ErrorReportContext,
  type ErrorReportInput,
} from './error-report.js';

type Fields = Record<string, unknown>;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isAbsent(value: unknown): boolean {
  return value === undefined || value === null;
}

/** Checks an optional text field: absent, or a string of at most `max` characters. */
function checkText(errors: FieldError[], field: string, value: unknown, max: number): void {
  if (isAbsent(value)) return;
  if (typeof value !== 'string') errors.push({ field, message: `${field} must be text` });
  else if (value.length > max) errors.push({ field, message: `${field} must be at most ${max} characters` });
}

function checkBoolean(errors: FieldError[], field: string, value: unknown): void {
  if (!isAbsent(value) && typeof value !== 'boolean')
    errors.push({ field, message: `${field} must be true or false` });
}

function checkChoice(errors: FieldError[], field: string, value: unknown, choices: readonly string[]): void {
  if (!isAbsent(value) && !choices.includes(value as string)) {
    errors.push({ field, message: `${field} must be one of: ${choices.join(', ')}` });
  }
}

/** An optional nested object whose listed keys are checked; others are ignored (and later dropped). */
function checkObject(
  errors: FieldError[],
  field: string,
  value: unknown,
  check: (object: Fields, path: (key: string) => string) => void,
): void {
  if (isAbsent(value)) return;
  if (!isObject(value)) errors.push({ field, message: `${field} must be an object` });
  else check(value, (key) => `${field}.${key}`);
}

/**
 * Server-side checks of a submitted report (spec 1 §3, §5): the description is required and not
 * blank; categories and severities are the dialog's; sizes are capped so one report stays small.
 */
export function validateErrorReport(input: unknown): FieldError[] {
  if (!isObject(input)) return [{ field: 'body', message: 'The report must be a JSON object' }];
  const { text, stack, consoleErrors: maxConsoleErrors, description: maxDescription } = ERROR_REPORT_LIMITS;
  const errors: FieldError[] = [];

  if (typeof input.description !== 'string' || input.description.trim() === '') {
    errors.push({ field: 'description', message: 'Description is required' });
  } else {
    checkText(errors, 'description', input.description, maxDescription);
  }
  checkChoice(errors, 'category', input.category, ERROR_REPORT_CATEGORIES);
  checkChoice(errors, 'severity', input.severity, ERROR_REPORT_SEVERITIES);
  for (const field of ['stepsToReproduce', 'expectedBehavior', 'actualBehavior'] as const) {
    checkText(errors, field, input[field], text);
  }
  checkBoolean(errors, 'autoTriggered', input.autoTriggered);

  checkObject(errors, 'errorDetails', input.errorDetails, (details, path) => {
    checkText(errors, path('name'), details.name, text);
    checkText(errors, path('message'), details.message, text);
    checkText(errors, path('stack'), details.stack, stack);
    // React hands its boundary an object: only its component stack is kept, capped like a stack.
    if (isObject(details.errorInfo)) {
      const field = `${path('errorInfo')}.componentStack`;
      const componentStack = details.errorInfo.componentStack;
      if (typeof componentStack !== 'string') errors.push({ field, message: `${field} must be text` });
      else checkText(errors, field, componentStack, stack);
    } else {
      checkText(errors, path('errorInfo'), details.errorInfo, stack);
    }
  });
  checkObject(errors, 'context', input.context, (context, path) => {
    for (const key of ['url', 'userAgent', 'timestamp', 'userId', 'username', 'sessionId']) {
      checkText(errors, path(key), context[key], text);
    }
  });
  checkObject(errors, 'browserInfo', input.browserInfo, (info, path) => {
    for (const key of ['language', 'platform', 'screenResolution', 'viewportSize', 'timeZone']) {
      checkText(errors, path(key), info[key], text);
    }
    checkBoolean(errors, path('cookieEnabled'), info.cookieEnabled);
    checkBoolean(errors, path('onLine'), info.onLine);
  });

  const consoleErrors = input.consoleErrors;
  if (!isAbsent(consoleErrors)) {
    if (!Array.isArray(consoleErrors)) {
      errors.push({ field: 'consoleErrors', message: 'consoleErrors must be a list' });
    } else if (consoleErrors.length > maxConsoleErrors) {
      errors.push({
        field: 'consoleErrors',
        message: `consoleErrors may hold at most ${maxConsoleErrors} entries`,
      });
    } else {
      consoleErrors.forEach((entry: unknown, index) => {
        const field = `consoleErrors[${index}]`;
        if (!isObject(entry)) {
          errors.push({ field, message: `${field} must be an object` });
          return;
        }
        checkText(errors, `${field}.message`, entry.message, text);
        checkText(errors, `${field}.stack`, entry.stack, stack);
        checkText(errors, `${field}.timestamp`, entry.timestamp, text);
        checkText(errors, `${field}.componentStack`, entry.componentStack, stack);
      });
    }
  }
  return errors;
}

function pick<T extends object>(source: T | null | undefined, keys: readonly (keyof T)[]): T | null {
  if (!source) return null;
  const picked: Partial<T> = {};
  for (const key of keys) if (source[key] !== undefined) picked[key] = source[key];
  return picked as T;
}

function normalizeErrorDetails(details: ErrorDetailsInput): ErrorDetails {
  const { errorInfo, ...rest } = details;
  const picked = pick<ErrorDetails>(rest, ['name', 'message', 'stack'])!;
  if (errorInfo === undefined) return picked;
  return {
    ...picked,
    errorInfo: typeof errorInfo === 'object' && errorInfo !== null ? errorInfo.componentStack : errorInfo,
  };
}

/**
 * Defaults applied and unknown properties dropped, so only the entity's fields are stored and
 * forwarded. Call on input that validateErrorReport accepted.
 */
export function normalizeErrorReport(input: ErrorReportInput): ErrorReport {
  return {
    category: input.category ?? DEFAULT_ERROR_REPORT_CATEGORY,
    severity: input.severity ?? DEFAULT_ERROR_REPORT_SEVERITY,
    description: input.description,
    stepsToReproduce: input.stepsToReproduce ?? null,
    expectedBehavior: input.expectedBehavior ?? null,
    actualBehavior: input.actualBehavior ?? null,
    errorDetails: input.errorDetails ? normalizeErrorDetails(input.errorDetails) : null,
    context: pick<ErrorReportContext>(input.context, [
      'url',
      'userAgent',
      'timestamp',
      'userId',
      'username',
      'sessionId',
    ]),
    browserInfo: pick<BrowserInfo>(input.browserInfo, [
      'language',
      'platform',
      'cookieEnabled',
      'onLine',
      'screenResolution',
      'viewportSize',
      'timeZone',
    ]),
    consoleErrors: (input.consoleErrors ?? []).map(
      (entry) =>
        pick<ConsoleErrorEntry>(entry, [
          'message',
          'stack',
          'timestamp',
          'componentStack',
        ]) as ConsoleErrorEntry,
    ),
    autoTriggered: input.autoTriggered ?? false,
  };
}
