import {
  ERROR_REPORT_CATEGORIES,
  ERROR_REPORT_SEVERITIES,
  SEVERITY_DESCRIPTIONS,
  type ErrorReportInput,
} from './error-report.js';
import { normalizeErrorReport, validateErrorReport } from './error-report-validation.js';

const consoleEntry = {
  message: 'boom',
  stack: 'at x',
  timestamp: '2025-03-05T20:59:00.000Z',
  componentStack: 'in App',
};

const full: ErrorReportInput = {
  category: 'ui',
  severity: 'high',
  description: 'The RSVP button does nothing',
  stepsToReproduce: 'Open an event, press RSVP NOW!',
  expectedBehavior: 'The form opens',
  actualBehavior: 'Nothing happens',
  errorDetails: {
    name: 'TypeError',
    message: 'x is undefined',
    stack: 'at RsvpButton',
    errorInfo: 'in RsvpButton',
  },
  context: {
    url: 'https://app.example/event/party',
    userAgent: 'Mozilla/5.0',
    timestamp: '2025-03-05T21:00:00.000Z',
    userId: null,
    username: null,
    sessionId: 'browser-session-1',
  },
  browserInfo: {
    language: 'en-US',
    platform: 'Linux',
    cookieEnabled: true,
    onLine: true,
    screenResolution: '1920x1080',
    viewportSize: '1280x720',
    timeZone: 'America/Chicago',
  },
  consoleErrors: [consoleEntry],
  autoTriggered: true,
};

describe('error report constants', () => {
  it('are the dialog choices of spec 1 §5', () => {
    expect(ERROR_REPORT_CATEGORIES).toEqual(['bug', 'feature', 'ui', 'performance', 'security', 'other']);
    expect(ERROR_REPORT_SEVERITIES).toEqual(['low', 'medium', 'high', 'critical']);
    expect(SEVERITY_DESCRIPTIONS).toEqual({
      low: 'Minor inconvenience',
      medium: 'Affects workflow',
      high: 'Major functionality broken',
      critical: 'App unusable',
    });
  });
});

describe('validateErrorReport', () => {
  it('accepts a full report and a description-only report', () => {
    expect(validateErrorReport(full)).toEqual([]);
    expect(validateErrorReport({ description: 'Broken' })).toEqual([]);
  });

  it.each([[undefined], [''], ['   \n\t'], [42]])(
    'requires a non-blank description (got %p)',
    (description) => {
      expect(validateErrorReport({ ...full, description })).toEqual([
        { field: 'description', message: 'Description is required' },
      ]);
    },
  );

  it('caps the description at 5000 characters', () => {
    expect(validateErrorReport({ ...full, description: 'x'.repeat(5000) })).toEqual([]);
    expect(validateErrorReport({ ...full, description: 'x'.repeat(5001) })).toEqual([
      { field: 'description', message: 'description must be at most 5000 characters' },
    ]);
  });

  it('accepts only the known categories and severities', () => {
    expect(validateErrorReport({ ...full, category: 'rant', severity: 'apocalyptic' })).toEqual([
      {
        field: 'category',
        message: 'category must be one of: bug, feature, ui, performance, security, other',
      },
      { field: 'severity', message: 'severity must be one of: low, medium, high, critical' },
    ]);
  });

  it('treats a null category or severity as absent (the defaults apply)', () => {
    expect(validateErrorReport({ description: 'Broken', category: null, severity: null })).toEqual([]);
  });

  it('caps other text fields at 5000 and stacks at 20000 characters', () => {
    const errors = validateErrorReport({
      ...full,
      actualBehavior: 'x'.repeat(5001),
      errorDetails: { name: 'E', message: 'm', stack: 's'.repeat(20001), errorInfo: 'c'.repeat(20000) },
      context: { ...full.context, url: 'u'.repeat(5001) },
    });
    expect(errors).toEqual([
      { field: 'actualBehavior', message: 'actualBehavior must be at most 5000 characters' },
      { field: 'errorDetails.stack', message: 'errorDetails.stack must be at most 20000 characters' },
      { field: 'context.url', message: 'context.url must be at most 5000 characters' },
    ]);
  });

  it('allows at most 10 console errors, each checked', () => {
    const entry = { message: 'boom', stack: null, timestamp: null, componentStack: null };
    expect(validateErrorReport({ ...full, consoleErrors: Array(10).fill(entry) })).toEqual([]);
    expect(validateErrorReport({ ...full, consoleErrors: Array(11).fill(entry) })).toEqual([
      { field: 'consoleErrors', message: 'consoleErrors may hold at most 10 entries' },
    ]);
    expect(
      validateErrorReport({
        ...full,
        consoleErrors: [entry, 'oops', { ...entry, componentStack: 'c'.repeat(20001) }],
      }),
    ).toEqual([
      { field: 'consoleErrors[1]', message: 'consoleErrors[1] must be an object' },
      {
        field: 'consoleErrors[2].componentStack',
        message: 'consoleErrors[2].componentStack must be at most 20000 characters',
      },
    ]);
  });

  it('checks the types of nested values', () => {
    expect(
      validateErrorReport({
        ...full,
        errorDetails: 'TypeError',
        browserInfo: { ...full.browserInfo, cookieEnabled: 'yes' },
        consoleErrors: { message: 'not a list' },
        autoTriggered: 'true',
        stepsToReproduce: ['a', 'b'],
      }),
    ).toEqual([
      { field: 'stepsToReproduce', message: 'stepsToReproduce must be text' },
      { field: 'autoTriggered', message: 'autoTriggered must be true or false' },
      { field: 'errorDetails', message: 'errorDetails must be an object' },
      { field: 'browserInfo.cookieEnabled', message: 'browserInfo.cookieEnabled must be true or false' },
      { field: 'consoleErrors', message: 'consoleErrors must be a list' },
    ]);
  });

  it.each([[null], ['report'], [[]]])('refuses a body that is not an object (%p)', (body) => {
    expect(validateErrorReport(body)).toEqual([
      { field: 'body', message: 'The report must be a JSON object' },
    ]);
  });
});

describe('normalizeErrorReport', () => {
  it('defaults category bug, severity medium, and fills absent fields', () => {
    expect(normalizeErrorReport({ description: 'Broken' })).toEqual({
      category: 'bug',
      severity: 'medium',
      description: 'Broken',
      stepsToReproduce: null,
      expectedBehavior: null,
      actualBehavior: null,
      errorDetails: null,
      context: null,
      browserInfo: null,
      consoleErrors: [],
      autoTriggered: false,
    });
  });

  it('keeps every field of the entity and drops anything else', () => {
    const withExtras = {
      ...full,
      isAdmin: true,
      context: { ...full.context, cookie: 'secret' },
      consoleErrors: [{ ...consoleEntry, extra: 1 }],
    };
    expect(normalizeErrorReport(withExtras)).toEqual(full);
  });
});

describe("React's errorInfo object", () => {
  const withInfo = (errorInfo: unknown) => ({ ...full, errorDetails: { ...full.errorDetails, errorInfo } });

  it('is accepted and stored as its component stack, its other properties dropped', () => {
    const report = withInfo({ componentStack: '\n    in RsvpButton', digest: 'abc' });
    expect(validateErrorReport(report)).toEqual([]);
    expect(normalizeErrorReport(report as ErrorReportInput).errorDetails?.errorInfo).toBe(
      '\n    in RsvpButton',
    );
  });

  it('has its component stack capped like a stack', () => {
    expect(validateErrorReport(withInfo({ componentStack: 'c'.repeat(20001) }))).toEqual([
      {
        field: 'errorDetails.errorInfo.componentStack',
        message: 'errorDetails.errorInfo.componentStack must be at most 20000 characters',
      },
    ]);
    expect(validateErrorReport(withInfo({}))).toEqual([
      {
        field: 'errorDetails.errorInfo.componentStack',
        message: 'errorDetails.errorInfo.componentStack must be text',
      },
    ]);
    expect(validateErrorReport(withInfo({ componentStack: 42 }))).toEqual([
      {
        field: 'errorDetails.errorInfo.componentStack',
        message: 'errorDetails.errorInfo.componentStack must be text',
      },
    ]);
  });
});
