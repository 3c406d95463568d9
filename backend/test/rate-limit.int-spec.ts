import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type supertest from 'supertest';
import { type Agent, createEvent, rsvp } from './support/accounts';
import { createTestApp, type TestApp } from './support/create-test-app';
import { redisOrSkip } from './support/redis-or-skip';
import { newSignup } from './support/users';

// Each test acts from its own client address (X-Forwarded-For behind TRUST_PROXY), so counters
// left by other tests never interfere; the limit being per IP is part of what is checked.
function clientIp(): string {
  const bytes = randomBytes(2);
  return `198.51.${bytes[0]}.${bytes[1]}`;
}

function rateLimitSuite(storage: 'redis' | 'postgres') {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      trustProxy: true,
      ...(storage === 'postgres' ? { redisUrl: null } : {}),
      rateLimits: {
        login: { limit: 3, ttlMs: 60_000 },
        signup: { limit: 2, ttlMs: 60_000 },
        errorReports: { limit: 100, ttlMs: 60_000 },
        inquiries: { limit: 100, ttlMs: 60_000 },
        uploads: { limit: 100, ttlMs: 60_000 },
      },
    });
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers 429 RATE_LIMITED with Retry-After once an IP exceeds the login limit', async () => {
    const ip = clientIp();
    const attempt = () =>
      t
        .request()
        .post('/api/login')
        .set('X-Forwarded-For', ip)
        .send({ username: 'nobody_x', password: 'wrong pass' });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Another address is not affected, and other routes are not limited.
    expect(
      (
        await t
          .request()
          .post('/api/login')
          .set('X-Forwarded-For', clientIp())
          .send({ username: 'nobody_x', password: 'wrong pass' })
      ).status,
    ).toBe(401);
    expect((await t.request().get('/api/user/session').set('X-Forwarded-For', ip)).status).toBe(200);
  });

  if (storage === 'postgres') {
    it('keeps the counters in PostgreSQL, shared by every replica', async () => {
      const [row] = await t.orm.em
        .fork()
        .getConnection()
        .execute<{ n: number }[]>('select count(*)::int as n from rate_limit_hits');
      expect(row.n).toBeGreaterThan(0);
    });
  }

  it('limits signup separately from login', async () => {
    const ip = clientIp();
    const attempt = () => t.request().post('/api/signup').set('X-Forwarded-For', ip).send({});
    expect((await attempt()).status).toBe(400);
    expect((await attempt()).status).toBe(400);
    expect((await attempt()).status).toBe(429);
    expect(
      (
        await t
          .request()
          .post('/api/login')
          .set('X-Forwarded-For', ip)
          .send({ username: 'nobody_x', password: 'wrong pass' })
      ).status,
    ).toBe(401);
  });
}

describe('rate limits on PostgreSQL (no REDIS_URL)', () => rateLimitSuite('postgres'));
redisOrSkip('rate limits on Redis', () => rateLimitSuite('redis'));

// Every operation the document says can answer 429 is driven past its limit here, and each 429
// must say when to retry: a positive whole number of seconds in Retry-After.
describe('every 429 the API can answer sends Retry-After', () => {
  const document = JSON.parse(readFileSync(path.resolve(__dirname, '../openapi/openapi.json'), 'utf8')) as {
    paths: Record<
      string,
      Record<
        string,
        { operationId: string; responses: Record<string, unknown>; security: Record<string, string[]>[] }
      >
    >;
  };
  const operations = Object.entries(document.paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ route, method, ...operation })),
  );
  const declaring = operations
    .filter((operation) => '429' in operation.responses)
    .map((operation) => operation.operationId)
    .sort();
  // Every operation a personal access token may use also has the token's own limit (ADR 0035).
  const tokenOperations = operations.filter((operation) =>
    operation.security.some((requirement) => 'accessToken' in requirement),
  );

  let t: TestApp;
  let user: Agent;
  let host: Agent;
  let event: { id: string };
  let rsvpId: string;
  const once = { limit: 1, ttlMs: 60_000 };

  beforeAll(async () => {
    t = await createTestApp({
      trustProxy: true,
      announcementsPerEventPerDay: 1,
      rateLimits: { login: once, signup: once, errorReports: once, inquiries: once, uploads: once },
      accessTokenRateLimit: once,
    });
    // Signups from addresses of their own: the signup limit is one per address here.
    const signUpFrom = async () => {
      const agent = t.request().set('X-Forwarded-For', clientIp());
      await agent.post('/api/signup').send(newSignup()).expect(201);
      return agent;
    };
    [user, host] = [await signUpFrom(), await signUpFrom()];
    event = await createEvent(host);
    await rsvp(user, (await host.get(`/api/events/by-id/${event.id}`).expect(200)).body.slug, 'going');
    const rsvps = await host.get(`/api/events/rsvps-with-users?eventId=${event.id}`).expect(200);
    rsvpId = rsvps.body[0].id;
  });

  afterAll(() => t.close());

  const cases: Record<string, (ip: string) => supertest.Test> = {
    login: (ip) =>
      t.request().post('/api/login').set('X-Forwarded-For', ip).send({ username: 'x', password: 'y' }),
    signup: (ip) => t.request().post('/api/signup').set('X-Forwarded-For', ip).send({}),
    changePassword: (ip) =>
      user
        .put('/api/user/password')
        .set('X-Forwarded-For', ip)
        .send({ currentPassword: 'x', newPassword: 'n1ght0' }),
    deleteAccount: (ip) => user.delete('/api/user').set('X-Forwarded-For', ip).send({ password: 'not it' }),
    submitErrorReport: (ip) => t.request().post('/api/error-reports').set('X-Forwarded-For', ip).send({}),
    submitContactInquiry: (ip) => t.request().post('/api/contact').set('X-Forwarded-For', ip).send({}),
    joinNewsletter: (ip) => t.request().post('/api/newsletter').set('X-Forwarded-For', ip).send({}),
    joinPartyTagWaitlist: (ip) =>
      t.request().post('/api/partytag/signup').set('X-Forwarded-For', ip).send({}),
    requestHookahBooking: (ip) => t.request().post('/api/hookah/booking').set('X-Forwarded-For', ip).send({}),
    requestUpload: (ip) => user.post('/api/objects/upload').set('X-Forwarded-For', ip),
    sendAnnouncement: (ip) =>
      host
        .post(`/api/events/${event.id}/announcement`)
        .set('X-Forwarded-For', ip)
        .send({ message: 'Doors at ten', recipientIds: [rsvpId] }),
  };

  it('covers every operation the document declares a 429 for', () => {
    const covered = new Set([
      ...Object.keys(cases),
      ...tokenOperations.map((operation) => operation.operationId),
    ]);
    expect([...covered].sort()).toEqual(declaring);
  });

  it.each(tokenOperations.map((operation) => [operation.operationId, operation] as const))(
    '%s: a token past its limit gets 429 with Retry-After',
    async (_name, operation) => {
      const made = await host
        .post('/api/tokens')
        .send({ name: 'Limited', scopes: operation.security.find((r) => 'accessToken' in r)!.accessToken })
        .expect(201);
      // Ids no resource has: the limit is counted before the route runs, and nothing is changed.
      const url = operation.route.replace(/\{\w+\}/g, '01930000-0000-7000-8000-000000000000');
      const method = operation.method as 'get';
      const bearer = `Bearer ${made.body.token as string}`;
      const call = () => {
        const client = t.request();
        return client[method](url).set('Authorization', bearer);
      };
      expect((await call()).status).not.toBe(429);
      const refused = await call();
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      await host.delete(`/api/tokens/${made.body.id as string}`).expect(204);
    },
  );

  it.each(Object.keys(cases))(
    '%s: the second request within the limit answers 429 with Retry-After',
    async (name) => {
      const ip = clientIp();
      expect((await cases[name](ip)).status).not.toBe(429);
      const refused = await cases[name](ip);
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    },
  );
});
