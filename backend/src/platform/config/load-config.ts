import {
  DEFAULT_ANNOUNCEMENTS_PER_EVENT_PER_DAY,
  DEMO_STAFF_USERNAME,
  EMAIL_PATTERN,
} from '@nightlife/domain';
import {
  AppConfig,
  DEFAULT_FRONTENDS_DIR,
  DEFAULT_MAIL_OUTBOX_DIR,
  DEFAULT_UPLOADS_DIR,
  LOG_LEVELS,
  type RateLimitRule,
  type StorageConfig,
} from './app-config';

export type Env = Record<string, string | undefined>;

const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me';

/** Thrown at boot with every problem at once, so an operator fixes them in one go. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee backend/ENVIRONMENT.md.`,
    );
    this.name = 'ConfigError';
  }
}

/**
 * What a process that writes the site's links needs on top of loadConfig (the API's pages and
 * calendar files, the workers' emails; the migrator writes none): in production, the site's public
 * origin, so links never come from a request's Host header nor point at localhost.
 */
export function checkLinkOrigin(config: AppConfig): void {
  if (config.nodeEnv === 'production' && config.appOrigins.length === 0)
    throw new ConfigError([
      "APP_ORIGIN is required when NODE_ENV=production: the site's public origin, e.g. https://nightlife.example (page and email links must not come from the Host header).",
    ]);
}

/** Reads and validates the environment; throws ConfigError listing every invalid variable. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const read = new Reader(env, problems);

  const nodeEnv = read.oneOf('NODE_ENV', ['development', 'production', 'test'] as const, 'development');
  const production = nodeEnv === 'production';

  const databaseUrl = read.url('DATABASE_URL', ['postgres:', 'postgresql:']);
  const redisUrl = read.optionalUrl('REDIS_URL', ['redis:', 'rediss:']);

  let sessionSecret = env.SESSION_SECRET ?? '';
  if (!sessionSecret) {
    if (production)
      problems.push('SESSION_SECRET is required when NODE_ENV=production (at least 32 characters).');
    sessionSecret = DEV_SESSION_SECRET;
  } else if (production && sessionSecret.length < 32) {
    problems.push('SESSION_SECRET must be at least 32 characters long in production.');
  }

  const appOrigins = read.origins('APP_ORIGIN');

  const seedDemoData = read.boolean('SEED_DEMO_DATA', false);
  const config = Object.assign(new AppConfig(), {
    nodeEnv,
    host: env.HOST || '0.0.0.0',
    port: read.integer('PORT', 3000, 1, 65535),
    databaseUrl,
    redisUrl,
    sessionSecret,
    sessionTtlMs: read.integer('SESSION_TTL_HOURS', 24 * 14, 1, 24 * 365) * 3_600_000,
    cookieSecure: read.booleanOrAuto('COOKIE_SECURE', production),
    appOrigins,
    trustProxy: read.trustProxy('TRUST_PROXY'),
    bodyLimit: read.size('BODY_LIMIT', '100kb'),
    errorReportBodyLimit: read.size('ERROR_REPORT_BODY_LIMIT', '512kb'),
    errorReportWebhookUrl: read.optionalUrl('ERROR_REPORT_WEBHOOK_URL', ['http:', 'https:']),
    webhookAllowPrivate: read.boolean('WEBHOOK_ALLOW_PRIVATE', false),
    webhookAllowedHosts: (env.WEBHOOK_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((host) =>
        host
          .trim()
          .replace(/^\[|\]$/g, '')
          .toLowerCase(),
      )
      .filter(Boolean),
    eventListCacheMs: read.integer('EVENT_LIST_CACHE_MS', 1000, 0, 60_000),
    rateLimits: {
      login: read.rateLimit('RATE_LIMIT_LOGIN', '10/60'),
      signup: read.rateLimit('RATE_LIMIT_SIGNUP', '5/600'),
      errorReports: read.rateLimit('RATE_LIMIT_ERROR_REPORTS', '20/60'),
      inquiries: read.rateLimit('RATE_LIMIT_INQUIRIES', '10/600'),
      uploads: read.rateLimit('RATE_LIMIT_UPLOADS', '30/600'),
    },
    accessTokenRateLimit: read.rateLimit('RATE_LIMIT_ACCESS_TOKENS', '600/60'),
    queuePrefix: read.pattern(
      'QUEUE_PREFIX',
      'nightlife',
      /^[a-z][a-z0-9_]{0,40}$/,
      'lowercase letters, digits and _ (starting with a letter)',
    ),
    migrateOnBoot: read.boolean('MIGRATE_ON_BOOT', false),
    runWorkers: read.boolean('RUN_WORKERS', false),
    runOutboxRelay: read.boolean('RUN_OUTBOX_RELAY', true),
    seedDemoData,
    frontendsDir: env.FRONTENDS_DIR || DEFAULT_FRONTENDS_DIR,
    shellIndexUrl: read.optionalUrl('SHELL_INDEX_URL', ['http:', 'https:']),
    remoteUrls: {
      'public-events': env.REMOTE_PUBLIC_EVENTS_URL || undefined,
      dashboard: env.REMOTE_DASHBOARD_URL || undefined,
      marketing: env.REMOTE_MARKETING_URL || undefined,
    },
    logLevel: read.oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    smtpUrl: read.optionalUrl('SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: read.mailbox('MAIL_FROM', 'NIGHTLIFE <no-reply@nightlife.local>'),
    teamInbox: read.mailbox('TEAM_INBOX', 'team@nightlife.local'),
    mailOutboxDir: env.MAIL_OUTBOX_DIR || DEFAULT_MAIL_OUTBOX_DIR,
    announcementsPerEventPerDay: read.integer(
      'ANNOUNCEMENTS_PER_EVENT_PER_DAY',
      DEFAULT_ANNOUNCEMENTS_PER_EVENT_PER_DAY,
      1,
      1000,
    ),
    staffUsernames: staffUsernames(env.STAFF_USERNAMES, seedDemoData),
    storage: storageConfig(read, env, problems),
    passwordHashCost: null,
  } satisfies AppConfig);

  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** STAFF_USERNAMES (comma-separated), and the demo staff account when demo data is seeded. */
function staffUsernames(list: string | undefined, seedDemoData: boolean): string[] {
  const names = (list ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return seedDemoData ? [...names, DEMO_STAFF_USERNAME] : names;
}

/** STORAGE_*: local disk (the default) or an S3-compatible bucket (see platform/storage). */
function storageConfig(read: Reader, env: Env, problems: string[]): StorageConfig {
  const driver = read.oneOf('STORAGE_DRIVER', ['local', 's3'] as const, 'local');
  const uploadUrlTtlSeconds = read.integer('STORAGE_UPLOAD_URL_TTL_SECONDS', 600, 1, 3600);
  const directory = env.STORAGE_LOCAL_DIR?.trim() || DEFAULT_UPLOADS_DIR;
  const bucket = env.STORAGE_S3_BUCKET?.trim() ?? '';
  const region = env.STORAGE_S3_REGION?.trim() || 'us-east-1';
  const endpoint = read.optionalUrl('STORAGE_S3_ENDPOINT', ['http:', 'https:']);
  const forcePathStyle = read.boolean('STORAGE_S3_FORCE_PATH_STYLE', endpoint !== null);
  const accessKeyId = env.STORAGE_S3_ACCESS_KEY_ID?.trim() ?? '';
  const secretAccessKey = env.STORAGE_S3_SECRET_ACCESS_KEY?.trim() ?? '';
  const publicUrl = read.optionalUrl('STORAGE_S3_PUBLIC_URL', ['http:', 'https:']);
  if (driver === 'local') return { driver, directory, uploadUrlTtlSeconds };

  if (!bucket) problems.push('STORAGE_S3_BUCKET is required when STORAGE_DRIVER=s3.');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    problems.push(
      'STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY are set together or not at all.',
    );
  return {
    driver,
    bucket,
    region,
    endpoint,
    forcePathStyle,
    credentials: accessKeyId ? { accessKeyId, secretAccessKey } : null,
    publicUrl: publicUrl?.replace(/\/$/, '') ?? null,
    uploadUrlTtlSeconds,
  };
}

class Reader {
  constructor(
    private readonly env: Env,
    private readonly problems: string[],
  ) {}

  private raw(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === '' ? undefined : value;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const value = this.raw(name) ?? fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    this.problems.push(`${name} must be one of ${allowed.join(', ')} (got "${value}").`);
    return fallback;
  }

  url(name: string, protocols: string[]): string {
    const value = this.raw(name);
    if (!value) {
      this.problems.push(
        `${name} is required (for example postgres://user:password@localhost:5432/nightlife).`,
      );
      return '';
    }
    return this.checkUrl(name, value, protocols);
  }

  optionalUrl(name: string, protocols: string[]): string | null {
    const value = this.raw(name);
    return value ? this.checkUrl(name, value, protocols) : null;
  }

  private checkUrl(name: string, value: string, protocols: string[]): string {
    try {
      if (protocols.includes(new URL(value).protocol)) return value;
    } catch {
      // reported below
    }
    this.problems.push(`${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}.`);
    return value;
  }

  /** An address, bare (`team@example.com`) or with a display name (`Team <team@example.com>`). */
  mailbox(name: string, fallback: string): string {
    const value = this.raw(name) ?? fallback;
    const address = /<([^<>]+)>\s*$/.exec(value)?.[1] ?? value;
    if (EMAIL_PATTERN.test(address.trim()) && !/[\r\n]/.test(value)) return value;
    this.problems.push(
      `${name} must be an email address such as team@example.com or Team <team@example.com> (got "${value}").`,
    );
    return fallback;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const n = Number(value);
    if (Number.isInteger(n) && n >= min && n <= max) return n;
    this.problems.push(`${name} must be an integer between ${min} and ${max} (got "${value}").`);
    return fallback;
  }

  boolean(name: string, fallback: boolean): boolean {
    const value = this.raw(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (['true', '1', 'yes'].includes(value)) return true;
    if (['false', '0', 'no'].includes(value)) return false;
    this.problems.push(`${name} must be true or false (got "${value}").`);
    return fallback;
  }

  booleanOrAuto(name: string, fallback: boolean): boolean | 'auto' {
    const value = this.raw(name)?.toLowerCase();
    if (value === 'auto') return 'auto';
    if (value === undefined || ['true', '1', 'yes', 'false', '0', 'no'].includes(value))
      return this.boolean(name, fallback);
    this.problems.push(`${name} must be true, false or auto (got "${value}").`);
    return fallback;
  }

  pattern(name: string, fallback: string, pattern: RegExp, description: string): string {
    const value = this.raw(name) ?? fallback;
    if (pattern.test(value)) return value;
    this.problems.push(`${name} must be ${description} (got "${value}").`);
    return fallback;
  }

  size(name: string, fallback: string): string {
    const value = this.raw(name) ?? fallback;
    if (/^\d+(b|kb|mb)?$/i.test(value)) return value.toLowerCase();
    this.problems.push(`${name} must be a size such as 100kb or 1mb (got "${value}").`);
    return fallback;
  }

  rateLimit(name: string, fallback: string): RateLimitRule {
    const value = this.raw(name) ?? fallback;
    const match = /^(\d+)\/(\d+)$/.exec(value);
    const limit = Number(match?.[1]);
    const seconds = Number(match?.[2]);
    if (match && limit >= 1 && seconds >= 1) return { limit, ttlMs: seconds * 1000 };
    this.problems.push(`${name} must look like 10/60 (10 requests per 60 seconds per IP; got "${value}").`);
    const [l, s] = fallback.split('/').map(Number);
    return { limit: l, ttlMs: s * 1000 };
  }

  origins(name: string): string[] {
    const value = this.raw(name);
    if (!value) return [];
    return value.split(',').map((part) => {
      const origin = part.trim();
      try {
        const url = new URL(origin);
        if (url.origin === origin.replace(/\/$/, '')) return url.origin;
      } catch {
        // reported below
      }
      this.problems.push(
        `${name} must be a comma-separated list of origins such as https://nightlife.example (got "${origin}").`,
      );
      return origin;
    });
  }

  trustProxy(name: string): boolean | number {
    const value = this.raw(name)?.toLowerCase();
    if (value === undefined || value === 'false') return false;
    if (value === 'true') return true;
    const hops = Number(value);
    if (Number.isInteger(hops) && hops >= 0) return hops;
    this.problems.push(`${name} must be false, true or the number of proxy hops (got "${value}").`);
    return false;
  }
}
