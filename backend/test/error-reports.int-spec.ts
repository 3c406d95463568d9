import { randomBytes } from 'node:crypto';
import { createTestApp, type TestApp } from './support/create-test-app';
import { startWebhookRecorder, type WebhookRecorder } from './support/webhook-recorder';
import { waitUntil } from './support/wait-until';

const validReport = (description: string) => ({
  category: 'bug' as const,
  severity: 'high' as const,
  description,
  stepsToReproduce: 'Open the events page',
  expectedBehavior: 'The list shows',
  actualBehavior: 'TypeError: x is undefined\n    at EventsList',
  errorDetails: {
    name: 'TypeError',
    message: 'x is undefined',
    stack: 'TypeError: x is undefined\n    at EventsList',
    errorInfo: '\n    in EventsList',
  },
  context: {
    url: 'http://localhost:3000/events',
    userAgent: 'jest',
    timestamp: new Date().toISOString(),
    userId: null,
    username: null,
    sessionId: 's-1',
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
  consoleErrors: [
    {
      message: 'x is undefined',
      stack: 'at EventsList',
      timestamp: new Date().toISOString(),
      componentStack: 'in EventsList',
    },
  ],
  autoTriggered: true,
});

interface StoredReport {
  id: string;
  user_id: string | null;
  category: string;
  severity: string;
  description: string;
  error_details: Record<string, unknown> | null;
  context: Record<string, unknown> | null;
  browser_info: Record<string, unknown> | null;
  console_errors: Record<string, unknown>[];
  auto_triggered: boolean;
}

async function storedReports(t: TestApp, where: string, params: unknown[]): Promise<StoredReport[]> {
  return t.orm.em.fork().execute<StoredReport[]>(`select * from error_reports where ${where}`, params);
}

/** The report is stored in the request; waiting also covers a slower store. */
function waitForReport(t: TestApp, id: string): Promise<StoredReport> {
  return waitUntil(async () => (await storedReports(t, 'id = ?', [id]))[0], `error report ${id} to be filed`);
}

describe('POST /api/error-reports', () => {
  describe('rate limit', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        trustProxy: true,
        rateLimits: {
          login: { limit: 100, ttlMs: 60_000 },
          signup: { limit: 100, ttlMs: 60_000 },
          errorReports: { limit: 2, ttlMs: 60_000 },
          inquiries: { limit: 100, ttlMs: 60_000 },
          uploads: { limit: 100, ttlMs: 60_000 },
        },
      });
    });
    afterAll(() => t.close());

    it('answers 429 RATE_LIMITED past the limit', async () => {
      // An address of its own (behind TRUST_PROXY): other suites' reports count for 127.0.0.1.
      const ip = `198.51.${randomBytes(2).join('.')}`;
      const send = (description: string) =>
        t.request().post('/api/error-reports').set('X-Forwarded-For', ip).send(validReport(description));
      await send('one').expect(202);
      await send('two').expect(202);
      const res = await send('three').expect(429);
      expect(res.body.code).toBe('RATE_LIMITED');
    });
  });

  describe('filing', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ runWorkers: true });
    });
    afterAll(() => t.close());

    it('accepts a visitor report with 202 and a reportId, then files it without a user', async () => {
      const res = await t.request().post('/api/error-reports').send(validReport('Visitor crash')).expect(202);
      expect(res.body).toEqual({ reportId: expect.stringMatching(/^[0-9a-f-]{36}$/) });

      const row = await waitForReport(t, res.body.reportId);
      expect(row).toMatchObject({
        user_id: null,
        category: 'bug',
        severity: 'high',
        description: 'Visitor crash',
        auto_triggered: true,
        error_details: { name: 'TypeError', message: 'x is undefined' },
        context: { url: 'http://localhost:3000/events', sessionId: 's-1' },
        browser_info: { timeZone: 'America/Chicago', cookieEnabled: true },
      });
      expect(row.console_errors).toHaveLength(1);
    });

    it('accepts a report at full size (ten console errors with long stacks), above the general body limit', async () => {
      const report = validReport('Big crash');
      const longStack = 'at frame\n'.repeat(2_000);
      report.consoleErrors = Array.from({ length: 10 }, (_, i) => ({
        message: `error ${i}`,
        stack: longStack,
        timestamp: new Date().toISOString(),
        componentStack: 'in EventsList',
      }));
      expect(JSON.stringify(report).length).toBeGreaterThan(150_000);
      const res = await t.request().post('/api/error-reports').send(report).expect(202);
      const row = await waitForReport(t, res.body.reportId);
      expect(row.console_errors).toHaveLength(10);
    });

    it("accepts React's errorInfo object and stores its component stack as text", async () => {
      const report = {
        ...validReport('Boundary crash'),
        errorDetails: { name: 'TypeError', errorInfo: { componentStack: '\n    in EventsList' } },
      };
      const res = await t.request().post('/api/error-reports').send(report).expect(202);
      const row = await waitForReport(t, res.body.reportId);
      expect(row.error_details).toEqual({ name: 'TypeError', errorInfo: '\n    in EventsList' });
    });

    it('attaches the signed-in user from the session, not from the report body', async () => {
      const agent = t.request();
      const signup = await agent
        .post('/api/signup')
        .send({
          username: 'er_reporter',
          firstName: 'Er',
          lastName: 'Reporter',
          email: 'er_reporter@example.com',
          password: 'long-enough-pw',
        })
        .expect(201);
      const report = validReport('Signed-in crash');
      report.context.userId = 'someone-else' as unknown as null;
      const res = await agent.post('/api/error-reports').send(report).expect(202);

      const row = await waitForReport(t, res.body.reportId);
      expect(row.user_id).toBe(signup.body.user.id);
    });

    it('defaults category and severity like the dialog does', async () => {
      const res = await t
        .request()
        .post('/api/error-reports')
        .send({ description: 'Only a description' })
        .expect(202);
      const row = await waitForReport(t, res.body.reportId);
      expect(row).toMatchObject({
        category: 'bug',
        severity: 'medium',
        auto_triggered: false,
        console_errors: [],
      });
    });

    it.each([
      ['a missing description', { ...validReport('x'), description: undefined }, 'description'],
      ['a blank description', validReport('   \n '), 'description'],
      ['an unknown category', { ...validReport('bad category'), category: 'complaint' }, 'category'],
      ['an unknown severity', { ...validReport('bad severity'), severity: 'urgent' }, 'severity'],
      [
        'more than 10 console errors',
        {
          ...validReport('too many'),
          consoleErrors: Array.from({ length: 11 }, () => ({ message: 'boom' })),
        },
        'consoleErrors',
      ],
      ['a description over 5000 characters', validReport('d'.repeat(5001)), 'description'],
      [
        'a nested field of the wrong type',
        { ...validReport('bad nested'), browserInfo: { cookieEnabled: 'yes' } },
        'browserInfo.cookieEnabled',
      ],
      [
        "React's errorInfo with a component stack over 20000 characters",
        { ...validReport('big info'), errorDetails: { errorInfo: { componentStack: 'c'.repeat(20_001) } } },
        'errorDetails.errorInfo.componentStack',
      ],
    ])('refuses %s with 400 and field errors, and stores nothing', async (_case, body, field) => {
      const tag = `refused-${Math.random()}`;
      const res = await t
        .request()
        .post('/api/error-reports')
        .send({ ...body, stepsToReproduce: tag })
        .expect(400);
      expect(res.body.code).toBe('VALIDATION.FAILED');
      expect(res.body.errors).toEqual(expect.arrayContaining([{ field, message: expect.any(String) }]));

      // A valid report sent afterwards gets filed; the refused one never does.
      const later = await t.request().post('/api/error-reports').send(validReport('later')).expect(202);
      await waitForReport(t, later.body.reportId);
      expect(await storedReports(t, 'steps_to_reproduce = ?', [tag])).toEqual([]);
    });

    it("schedules the report's forwarding in the transaction that stores it", async () => {
      const res = await t.request().post('/api/error-reports').send(validReport('Outboxed')).expect(202);
      const rows = await t.orm.em
        .fork()
        .execute(`select job_name, payload from job_outbox where payload->>'reportId' = ?`, [
          res.body.reportId,
        ]);
      expect(rows).toEqual([{ job_name: 'error-reports.forward', payload: { reportId: res.body.reportId } }]);
    });
  });

  describe('webhook forwarding', () => {
    let t: TestApp;
    let webhook: WebhookRecorder;

    beforeAll(async () => {
      webhook = await startWebhookRecorder();
      process.env.ERROR_REPORT_WEBHOOK_URL = webhook.url;
      t = await createTestApp({ runWorkers: true });
    });

    afterAll(async () => {
      await t.close();
      delete process.env.ERROR_REPORT_WEBHOOK_URL;
      await webhook.close();
    });

    it('posts the filed report as JSON to ERROR_REPORT_WEBHOOK_URL', async () => {
      const res = await t.request().post('/api/error-reports').send(validReport('Forward me')).expect(202);
      await webhook.waitFor([res.body.reportId]);
      const index = webhook.received.findIndex((body) => body.reportId === res.body.reportId);
      expect(webhook.contentTypes[index]).toBe('application/json');
      expect(webhook.received[index]).toMatchObject({
        description: 'Forward me',
        category: 'bug',
        severity: 'high',
        userId: null,
      });
    });

    it('retries the job when the webhook fails, still storing one row', async () => {
      webhook.failOnce.add('Flaky hook');
      const res = await t.request().post('/api/error-reports').send(validReport('Flaky hook')).expect(202);
      await webhook.waitFor([res.body.reportId], 2);
      expect(webhook.failOnce.size).toBe(0);
      expect(await storedReports(t, 'id = ?', [res.body.reportId])).toHaveLength(1);
    });
  });
});
