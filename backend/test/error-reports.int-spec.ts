import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from './support/create-test-app';

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
async function waitForReport(t: TestApp, id: string, timeoutMs = 10_000): Promise<StoredReport> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await storedReports(t, 'id = ?', [id]);
    if (row) return row;
    if (Date.now() > deadline) throw new Error(`error report ${id} was not filed within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('POST /api/error-reports', () => {
  // First in the file: the per-IP counter of this route lives for the whole run.
  describe('rate limit', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        rateLimits: {
          login: { limit: 100, ttlMs: 60_000 },
          signup: { limit: 100, ttlMs: 60_000 },
          errorReports: { limit: 2, ttlMs: 60_000 },
        },
      });
    });
    afterAll(() => t.close());

    it('answers 429 RATE_LIMITED past the limit', async () => {
      await t.request().post('/api/error-reports').send(validReport('one')).expect(202);
      await t.request().post('/api/error-reports').send(validReport('two')).expect(202);
      const res = await t.request().post('/api/error-reports').send(validReport('three')).expect(429);
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
    let server: Server;
    const received: { body: Record<string, unknown>; contentType: string | undefined }[] = [];
    // Descriptions whose first delivery the webhook answers with 503.
    const failOnce = new Set<string>();

    beforeAll(async () => {
      server = createServer((req: IncomingMessage, res) => {
        let body = '';
        req.on('data', (chunk) => (body += chunk));
        req.on('end', () => {
          const parsed = JSON.parse(body);
          received.push({ body: parsed, contentType: req.headers['content-type'] });
          if (failOnce.delete(parsed.description)) {
            res.writeHead(503).end();
          } else {
            res.writeHead(204).end();
          }
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      process.env.ERROR_REPORT_WEBHOOK_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/errors`;
      t = await createTestApp({ runWorkers: true });
    });

    afterAll(async () => {
      await t.close();
      delete process.env.ERROR_REPORT_WEBHOOK_URL;
      await new Promise((resolve) => server.close(resolve));
    });

    async function callsFor(reportId: string, count: number, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const calls = received.filter((call) => call.body.reportId === reportId);
        if (calls.length >= count) return calls;
        if (Date.now() > deadline)
          throw new Error(`webhook got ${calls.length} of ${count} calls for ${reportId}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }

    it('posts the filed report as JSON to ERROR_REPORT_WEBHOOK_URL', async () => {
      const res = await t.request().post('/api/error-reports').send(validReport('Forward me')).expect(202);
      const [call] = await callsFor(res.body.reportId, 1);
      expect(call.contentType).toBe('application/json');
      expect(call.body).toMatchObject({
        description: 'Forward me',
        category: 'bug',
        severity: 'high',
        userId: null,
      });
    });

    it('retries the job when the webhook fails, still storing one row', async () => {
      failOnce.add('Flaky hook');
      const res = await t.request().post('/api/error-reports').send(validReport('Flaky hook')).expect(202);
      await callsFor(res.body.reportId, 2);
      expect(failOnce.size).toBe(0);
      expect(await storedReports(t, 'id = ?', [res.body.reportId])).toHaveLength(1);
    });
  });
});
