import { buildErrorReport, canSend, type ReportEnvironment } from './error-report';
import { EMPTY_REPORT } from './report-form';

const env: ReportEnvironment = {
  url: 'https://nightlife.dev/events',
  userAgent: 'UA',
  language: 'en-US',
  platform: 'Linux x86_64',
  cookieEnabled: true,
  onLine: true,
  screenResolution: '1920x1080',
  viewportSize: '1280x720',
  timeZone: 'America/Chicago',
  timestamp: '2025-03-05T21:00:00.000Z',
  sessionId: 'session-1',
};

describe('canSend', () => {
  it.each([
    ['', false, false],
    ['   \n ', false, false],
    ['Broken flyer', true, false],
    ['Broken flyer', false, true],
  ])('description %j while sending=%s → %s', (description, sending, expected) => {
    expect(canSend({ ...EMPTY_REPORT, description }, sending as boolean)).toBe(expected);
  });
});

describe('buildErrorReport', () => {
  it('sends the spec fields: context with user and session id, browser info, the last 10 log entries', () => {
    const log = Array.from({ length: 12 }, (_, i) => ({ message: `e${i}`, timestamp: env.timestamp }));
    const report = buildErrorReport({
      values: { ...EMPTY_REPORT, description: '  Map is blank  ', stepsToReproduce: ' ' },
      error: {
        name: 'TypeError',
        message: 'x',
        stack: 'TypeError: x\n    at a',
        componentStack: '\n    at Map',
      },
      autoTriggered: true,
      user: { id: 'u1', username: 'neo' },
      consoleErrors: log,
      env,
    });
    expect(report).toMatchObject({
      category: 'bug',
      severity: 'medium',
      description: 'Map is blank',
      stepsToReproduce: null,
      errorDetails: {
        name: 'TypeError',
        message: 'x',
        stack: 'TypeError: x\n    at a',
        errorInfo: '\n    at Map',
      },
      context: {
        url: env.url,
        userAgent: 'UA',
        timestamp: env.timestamp,
        userId: 'u1',
        username: 'neo',
        sessionId: 'session-1',
      },
      browserInfo: {
        language: 'en-US',
        platform: 'Linux x86_64',
        cookieEnabled: true,
        onLine: true,
        screenResolution: '1920x1080',
        viewportSize: '1280x720',
        timeZone: 'America/Chicago',
      },
      autoTriggered: true,
    });
    expect(report.consoleErrors?.map((e) => e.message)).toEqual([
      'e2',
      'e3',
      'e4',
      'e5',
      'e6',
      'e7',
      'e8',
      'e9',
      'e10',
      'e11',
    ]);
  });

  it('works without a signed-in user or an error', () => {
    const report = buildErrorReport({
      values: { ...EMPTY_REPORT, description: 'Idea' },
      error: null,
      autoTriggered: false,
      user: null,
      consoleErrors: [],
      env,
    });
    expect(report.errorDetails).toBeNull();
    expect(report.context).toMatchObject({ userId: null, username: null });
  });
});
