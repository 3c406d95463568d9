import { checkLinkOrigin, ConfigError, loadConfig } from './load-config';

const base = { DATABASE_URL: 'postgres://localhost/nightlife' };
const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(32),
  APP_ORIGIN: 'https://nightlife.example',
};

describe('loadConfig', () => {
  it('applies production-safe defaults', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      port: 3000,
      redisUrl: null,
      bodyLimit: '100kb',
      errorReportBodyLimit: '512kb',
      errorReportWebhookUrl: null,
      webhookAllowPrivate: false,
      webhookAllowedHosts: [],
      eventListCacheMs: 1000,
      rateLimits: {
        login: { limit: 10, ttlMs: 60_000 },
        signup: { limit: 5, ttlMs: 600_000 },
        errorReports: { limit: 20, ttlMs: 60_000 },
        inquiries: { limit: 10, ttlMs: 600_000 },
      },
      accessTokenRateLimit: { limit: 600, ttlMs: 60_000 },
      smtpUrl: null,
      mailFrom: 'NIGHTLIFE <no-reply@nightlife.local>',
      teamInbox: 'team@nightlife.local',
      staffUsernames: [],
      announcementsPerEventPerDay: 10,
      migrateOnBoot: false,
      runWorkers: false,
      runOutboxRelay: true,
      cookieSecure: false,
      queuePrefix: 'nightlife',
    });
  });

  it('reads the mail settings and the staff usernames', () => {
    const config = loadConfig({
      ...base,
      SMTP_URL: 'smtps://mailer:secret@mail.example:465',
      MAIL_FROM: 'Nightlife <hello@nightlife.example>',
      TEAM_INBOX: 'team@nightlife.example',
      STAFF_USERNAMES: ' ops , nina.ortiz ,',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://mailer:secret@mail.example:465',
      mailFrom: 'Nightlife <hello@nightlife.example>',
      teamInbox: 'team@nightlife.example',
      staffUsernames: ['ops', 'nina.ortiz'],
    });
  });

  it('makes the demo staff account staff when demo data is seeded', () => {
    expect(loadConfig({ ...base, SEED_DEMO_DATA: 'true', STAFF_USERNAMES: 'ops' }).staffUsernames).toEqual([
      'ops',
      'nightlife.staff',
    ]);
  });

  it('refuses a mail server URL that is not SMTP and addresses that are not addresses, without echoing secrets', () => {
    const attempt = () =>
      loadConfig({ ...base, SMTP_URL: 'http://user:hunter2@mail', TEAM_INBOX: 'team', MAIL_FROM: 'x <y>' });
    expect(attempt).toThrow(/SMTP_URL must be a URL starting with smtp:\/\/ or smtps:\/\//);
    expect(attempt).toThrow(/TEAM_INBOX must be an email address/);
    expect(attempt).toThrow(/MAIL_FROM must be an email address/);
    expect(attempt).not.toThrow(/hunter2/);
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
    const config = loadConfig({ ...base, ...PRODUCTION });
    expect(config.cookieSecure).toBe(true);
  });

  it('takes COOKIE_SECURE=auto (Secure over HTTPS only) and names a wrong value', () => {
    expect(loadConfig({ ...base, COOKIE_SECURE: 'auto' }).cookieSecure).toBe('auto');
    expect(loadConfig({ ...base, COOKIE_SECURE: 'no' }).cookieSecure).toBe(false);
    expect(() => loadConfig({ ...base, COOKIE_SECURE: 'sometimes' })).toThrow(
      'COOKIE_SECURE must be true, false or auto (got "sometimes").',
    );
  });

  it('requires the public origin of a production API or worker (not of the migrator)', () => {
    const { APP_ORIGIN: _origin, ...withoutOrigin } = PRODUCTION;
    const config = loadConfig({ ...base, ...withoutOrigin });
    expect(() => checkLinkOrigin(config)).toThrow('APP_ORIGIN is required when NODE_ENV=production');
    expect(() => checkLinkOrigin(loadConfig({ ...base, ...PRODUCTION }))).not.toThrow();
    expect(() => checkLinkOrigin(loadConfig(base))).not.toThrow();
  });
});
