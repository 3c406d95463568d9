import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { createRootLogger } from '../src/platform/logging/root-logger';
import { CapturedLines } from './support/captured-lines';
import { createTestApp, type TestApp } from './support/create-test-app';
import { newSignup } from './support/users';

const PROBLEM_JSON = /^application\/problem\+json/;

describe('HTTP platform', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ bodyLimit: '2kb' });
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers malformed JSON with 400 REQUEST.MALFORMED_JSON', async () => {
    const res = await t
      .request()
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .send('{"username": "a",')
      .expect(400);
    expect(res.headers['content-type']).toMatch(PROBLEM_JSON);
    expect(res.body).toMatchObject({
      status: 400,
      code: 'REQUEST.MALFORMED_JSON',
      title: expect.any(String),
      detail: expect.any(String),
    });
  });

  it('answers a body over BODY_LIMIT with 413 REQUEST.TOO_LARGE', async () => {
    const res = await t
      .request()
      .post('/api/signup')
      .send(newSignup({ firstName: 'x'.repeat(4000) }))
      .expect(413);
    expect(res.headers['content-type']).toMatch(PROBLEM_JSON);
    expect(res.body.code).toBe('REQUEST.TOO_LARGE');
  });

  it('answers an unknown API route with a 404 NOT_FOUND problem', async () => {
    const res = await t.request().get('/api/no-such-thing').expect(404);
    expect(res.headers['content-type']).toMatch(PROBLEM_JSON);
    expect(res.body).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      type: 'https://nightlife.dev/problems/NOT_FOUND',
    });
    await t.request().post('/api/no-such-thing').expect(404);
  });

  it('answers a known path asked with another method with 405 and the methods it allows', async () => {
    const res = await t.request().delete('/api/events').expect(405);
    expect(res.headers['content-type']).toMatch(PROBLEM_JSON);
    expect(res.headers.allow).toBe('GET, HEAD, POST');
    expect(res.body).toMatchObject({ status: 405, code: 'METHOD_NOT_ALLOWED' });
    const session = await t.request().put('/api/user/session').expect(405);
    expect(session.headers.allow).toBe('GET, HEAD');
    await t.request().post('/api/events/some-event').expect(405);
    await t.request().delete('/api/no-such-thing').expect(404);
  });

  it('ignores unknown query parameters (cache busters, campaign tags) but refuses unknown body fields', async () => {
    const res = await t
      .request()
      .get('/api/events?_=1732444800000&utm_source=newsletter&limit=5')
      .expect(200);
    expect(res.body.pagination.limit).toBe(5);
    const body = await t
      .request()
      .post('/api/login')
      .send({ username: 'someone', password: 'whatever', remember: true })
      .expect(400);
    expect(body.body).toMatchObject({
      code: 'VALIDATION.FAILED',
      errors: [{ field: 'remember', message: expect.any(String) }],
    });
  });

  it('keeps personalised answers out of shared caches', async () => {
    const host = t.request();
    await host
      .post('/api/signup')
      .send(newSignup({ accountType: 'host' }))
      .expect(201);
    const session = await host.get('/api/user/session').expect(200);
    expect(session.body.authenticated).toBe(true);
    expect(session.headers['cache-control']).toBe('private, no-store');
    const created = await host
      .post('/api/events')
      .send({ title: 'Cache Night', date: '2099-01-01' })
      .expect(201);
    const event = await host.get(`/api/events/${created.body.slug as string}`).expect(200);
    expect(event.headers['cache-control']).toBe('private, no-store');
    const refused = await t.request().get('/api/events/rsvps-with-users').expect(401);
    expect(refused.headers['cache-control']).toBe('private, no-store');
    // The same for everyone: shared caches may keep it.
    const themes = await t.request().get('/api/themes').expect(200);
    expect(themes.headers['cache-control']).toBe('public, max-age=300');
  });

  describe('CSRF origin check', () => {
    it('refuses a cross-site POST with 403 CSRF.CROSS_ORIGIN and does not act on it', async () => {
      const body = newSignup();
      const res = await t
        .request()
        .post('/api/signup')
        .set('Origin', 'https://evil.example')
        .send(body)
        .expect(403);
      expect(res.headers['content-type']).toMatch(PROBLEM_JSON);
      expect(res.body.code).toBe('CSRF.CROSS_ORIGIN');
      await t
        .request()
        .post('/api/login')
        .send({ username: body.username, password: body.password })
        .expect(401);
    });

    it('refuses a request the browser marks as cross-site even without Origin', async () => {
      const res = await t.request().post('/api/logout').set('Sec-Fetch-Site', 'cross-site').expect(403);
      expect(res.body.code).toBe('CSRF.CROSS_ORIGIN');
    });

    it('accepts same-origin browser requests and clients that send neither header', async () => {
      // Without APP_ORIGIN the allowed origin is the one the request was addressed to.
      const client = t.request();
      await client
        .post('/api/logout')
        .set('Host', 'nightlife.test:8080')
        .set('Origin', 'http://nightlife.test:8080')
        .set('Sec-Fetch-Site', 'same-origin')
        .expect(200);
      await client.post('/api/logout').expect(200);
    });

    it('accepts only the configured origins when APP_ORIGIN is set', async () => {
      const configured = await createTestApp({ appOrigins: ['https://nightlife.example'] });
      try {
        await configured.request().post('/api/logout').set('Origin', 'https://nightlife.example').expect(200);
        const res = await configured
          .request()
          .post('/api/logout')
          .set('Host', 'other.example')
          .set('Origin', 'http://other.example')
          .expect(403);
        expect(res.body.code).toBe('CSRF.CROSS_ORIGIN');
      } finally {
        await configured.close();
      }
    });

    it('lets GET through from anywhere', async () => {
      await t.request().get('/api/user/session').set('Sec-Fetch-Site', 'cross-site').expect(200);
    });
  });

  it('reports health with the database and the queue up', async () => {
    const res = await t.request().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', queue: 'up' });
  });

  it('answers liveness and readiness probes (terminus) when everything is up', async () => {
    const live = await t.request().get('/api/health/live').expect(200);
    expect(live.body).toEqual({ status: 'ok', info: {}, error: {}, details: {} });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await t.request().get('/api/health/ready').expect(200);
    expect(ready.body).toMatchObject({
      status: 'ok',
      details: { database: { status: 'up' }, queue: { status: 'up' } },
    });
  });

  it('sends the Content-Security-Policy on API responses too', async () => {
    const res = await t.request().get('/api/themes').expect(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
  });

  it('serves the OpenAPI document and Swagger UI', async () => {
    const json = await t.request().get('/api/docs-json').expect(200);
    expect(json.body.paths['/api/signup'].post.operationId).toBe('signup');
    await t.request().get('/api/docs').expect(200);
  });
});

describe('health when the queue store is unreachable', () => {
  let t: TestApp;
  const captured = new CapturedLines();

  beforeAll(async () => {
    // Nothing listens on port 1: the queue's Redis never answers.
    t = await createTestApp(
      { redisUrl: 'redis://127.0.0.1:1' },
      { logger: createRootLogger({ logLevel: 'info' }, captured) },
    );
  });

  afterAll(async () => {
    await t.close();
  });

  it('says degraded (200), naming the part that is down: jobs wait in the outbox', async () => {
    const res = await t.request().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'degraded', database: 'up', queue: 'down' });
  });

  it('stays ready, degraded, and serves', async () => {
    const ready = await t.request().get('/api/health/ready').set('X-Request-Id', 'ready-probe-1').expect(200);
    expect(ready.body).toMatchObject({
      status: 'degraded',
      error: { queue: { status: 'down' } },
      details: { database: { status: 'up' }, queue: { status: 'down' } },
    });
    await t.request().get('/api/health/live').expect(200);
    await t.request().get('/api/themes').expect(200);
  });

  it("logs the failed check through Nest's Logger with the request's id", () => {
    // Terminus logs with Nest's Logger inside the request: the line carries the request id.
    expect(captured.parsed()).toContainEqual(
      expect.objectContaining({
        level: 40,
        reqId: 'ready-probe-1',
        msg: expect.stringContaining('Health check: the queue is down'),
      }),
    );
  });
});

describe('health when the queue store answers too slowly', () => {
  let t: TestApp;
  let blackHole: Server;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    // Accepts the connection and never answers a command: a queue store stalled under load.
    blackHole = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
    t = await createTestApp({ redisUrl: `redis://127.0.0.1:${(blackHole.address() as AddressInfo).port}` });
  });

  afterAll(async () => {
    await t.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => blackHole.close(resolve));
  });

  it('is ready but degraded within the probe time, and the API still serves', async () => {
    const started = Date.now();
    const ready = await t.request().get('/api/health/ready').expect(200);
    expect(Date.now() - started).toBeLessThan(2500);
    expect(ready.body).toMatchObject({
      status: 'degraded',
      details: { database: { status: 'up' }, queue: { status: 'down' } },
    });
    await t.request().get('/api/events').expect(200);
  });
});
