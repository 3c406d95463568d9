import { randomBytes } from 'node:crypto';
import { createTestApp, type TestApp } from './support/create-test-app';
import { redisOrSkip } from './support/redis-or-skip';

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
