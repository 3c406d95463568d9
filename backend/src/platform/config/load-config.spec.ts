import { ConfigError, loadConfig } from './load-config';

const base = { DATABASE_URL: 'postgres://localhost/nightlife' };

describe('loadConfig', () => {
  it('applies production-safe defaults', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      port: 3000,
      redisUrl: null,
      bodyLimit: '100kb',
      errorReportBodyLimit: '512kb',
      errorReportWebhookUrl: null,
      eventListCacheMs: 1000,
      rateLimits: {
        login: { limit: 10, ttlMs: 60_000 },
        signup: { limit: 5, ttlMs: 600_000 },
        errorReports: { limit: 20, ttlMs: 60_000 },
      },
      migrateOnBoot: false,
      runWorkers: false,
      cookieSecure: false,
      queuePrefix: 'nightlife',
    });
  });

  it('parses rate limits written as requests/seconds', () => {
    expect(loadConfig({ ...base, RATE_LIMIT_LOGIN: '3/10' }).rateLimits.login).toEqual({
      limit: 3,
      ttlMs: 10_000,
    });
  });

  it('reports every invalid variable at once, with what is expected', () => {
    const attempt = () =>
      loadConfig({
        NODE_ENV: 'production',
        PORT: 'eighty',
        RATE_LIMIT_SIGNUP: 'lots',
        REDIS_URL: 'http://cache',
        ERROR_REPORT_WEBHOOK_URL: 'ftp://hooks.example',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const { problems } = error as ConfigError;
      expect(problems).toEqual([
        expect.stringContaining('DATABASE_URL is required'),
        expect.stringContaining('REDIS_URL must be a URL starting with redis://'),
        expect.stringContaining('SESSION_SECRET is required when NODE_ENV=production'),
        expect.stringContaining('PORT must be an integer'),
        expect.stringContaining('ERROR_REPORT_WEBHOOK_URL must be a URL starting with http://'),
        expect.stringContaining('RATE_LIMIT_SIGNUP must look like 10/60'),
      ]);
    }
  });

  it('makes the session cookie Secure in production', () => {
    const config = loadConfig({ ...base, NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) });
    expect(config.cookieSecure).toBe(true);
  });
});
