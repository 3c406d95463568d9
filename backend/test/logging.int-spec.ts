import { stripVTControlCharacters } from 'node:util';
import { createRootLogger } from '../src/platform/logging/root-logger';
import { CapturedLines } from './support/captured-lines';
import { createTestApp, type TestApp } from './support/create-test-app';

describe('request ids and structured logs', () => {
  let t: TestApp;
  const captured = new CapturedLines();

  beforeAll(async () => {
    t = await createTestApp({}, { logger: createRootLogger({ logLevel: 'info' }, captured) });
  });

  afterAll(async () => {
    await t.close();
  });

  it('echoes the caller X-Request-Id, puts it in the problem instance and in every log line of the request', async () => {
    const res = await t
      .request()
      .get('/api/events/no-such-event')
      .set('X-Request-Id', 'trace-42.a')
      .expect(404);
    expect(res.headers['x-request-id']).toBe('trace-42.a');
    expect(res.body).toMatchObject({ code: 'EVENT.NOT_FOUND', instance: 'urn:request:trace-42.a' });

    const parsed = captured.parsed();
    const ofRequest = parsed.filter((line) => line.reqId === 'trace-42.a');
    expect(ofRequest).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: '/api/events/no-such-event' }),
        res: expect.objectContaining({ statusCode: 404 }),
      }),
    ]);
    // Every line is JSON (parsed above) and has no terminal colour codes.
    expect(captured.lines.every((line) => stripVTControlCharacters(line) === line)).toBe(true);
  });

  it('gives a request without an id (or with an unusable one) a fresh UUID, also on refusals before any route', async () => {
    const res = await t
      .request()
      .get('/api/events/%E0%A4%A')
      .set('X-Request-Id', 'bad id <script>')
      .expect(400);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body).toMatchObject({ code: 'REQUEST.MALFORMED_URL', instance: `urn:request:${id}` });
    const lines = captured.lines.map(
      (line) => JSON.parse(line) as { reqId?: string; res?: { statusCode: number } },
    );
    expect(lines.find((line) => line.reqId === id)?.res?.statusCode).toBe(400);
  });

  it('never logs the session cookie', async () => {
    await t.request().get('/api/user/session').set('Cookie', 'nightlife.sid=secret-value').expect(200);
    expect(captured.lines.join('\n')).not.toContain('secret-value');
  });
});

describe('request lines on a terminal', () => {
  let t: TestApp;
  const captured = new CapturedLines();

  beforeAll(async () => {
    t = await createTestApp(
      {},
      { logger: createRootLogger({ logLevel: 'info' }, captured), readableLog: true },
    );
  });

  afterAll(async () => {
    await t.close();
  });

  it('says method, path, status and time in the line; static files and health checks only at debug', async () => {
    await t.request().get('/api/themes').expect(200);
    await t.request().get('/api/health/live').expect(200);
    await t.request().get('/og-default.png').expect(200);
    const lines = captured.parsed() as Array<{ level: number; msg: string; req?: { url: string } }>;
    expect(lines.map((line) => line.msg)).toContainEqual(
      expect.stringMatching(/^GET \/api\/themes 200 \d+ ms$/),
    );
    const urls = lines.map((line) => line.req?.url);
    expect(urls).toContain('/api/themes');
    expect(urls).not.toContain('/api/health/live');
    expect(urls).not.toContain('/og-default.png');
  });
});
