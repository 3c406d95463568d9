import path from 'node:path';

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  /** Window length in milliseconds. */
  ttlMs: number;
}

export type RateLimitName = 'login' | 'signup' | 'errorReports' | 'inquiries' | 'uploads';

export type RemoteName = 'public-events' | 'dashboard' | 'marketing';

/**
 * Typed configuration, read once from the environment at boot (see ENVIRONMENT.md).
 * A class so that it doubles as the injection token.
 */
export class AppConfig {
  nodeEnv!: 'development' | 'production' | 'test';
  host!: string;
  port!: number;
  databaseUrl!: string;
  redisUrl!: string | null;
  sessionSecret!: string;
  sessionTtlMs!: number;
  /** 'auto': Secure when the request came over HTTPS (behind a proxy: X-Forwarded-Proto, TRUST_PROXY). */
  cookieSecure!: boolean | 'auto';
  /** Origins allowed to send state-changing requests; empty = the request's own origin. */
  appOrigins!: string[];
  trustProxy!: boolean | number;
  bodyLimit!: string;
  /** Error reports carry stacks and console logs, so their route takes a larger body. */
  errorReportBodyLimit!: string;
  /** WEBHOOK_ALLOW_PRIVATE: webhooks may reach private, loopback and other non-public addresses. */
  webhookAllowPrivate!: boolean;
  /** WEBHOOK_ALLOWED_HOSTS: hosts (names or IPs) webhooks may reach even if private, over http too. */
  webhookAllowedHosts!: string[];
  /** Filed error reports are POSTed here as JSON when set. */
  errorReportWebhookUrl!: string | null;
  /** How long a signed-out caller's event list page may be served from memory; 0 = never. */
  eventListCacheMs!: number;
  rateLimits!: Record<RateLimitName, RateLimitRule>;
  /** Requests per personal access token (ADR 0035), answered with RateLimit-* headers. */
  accessTokenRateLimit!: RateLimitRule;
  queuePrefix!: string;
  migrateOnBoot!: boolean;
  runWorkers!: boolean;
  /** Whether this process moves committed outbox rows to the queue (ADR 0005); workers always do. */
  runOutboxRelay!: boolean;
  seedDemoData!: boolean;
  frontendsDir!: string;
  /** The web tier's shell index.html; set when nginx serves the frontends (docker topology). */
  shellIndexUrl!: string | null;
  remoteUrls!: Partial<Record<RemoteName, string>>;
  logLevel!: LogLevel;
  /** Mail server (`smtp://` or `smtps://`); null: mail is written to `mailOutboxDir` instead. */
  smtpUrl!: string | null;
  /** The From of every mail the app sends. */
  mailFrom!: string;
  /** Where visitor submissions (contact, bookings, signups) are announced. */
  teamInbox!: string;
  /** The local outbox (one .eml file per message) used when no SMTP_URL is set. */
  mailOutboxDir!: string;
  /** Announcements one event may send in any 24 hours (protects attendees from spam). */
  announcementsPerEventPerDay!: number;
  /** Usernames that see the staff inbox (STAFF_USERNAMES, plus the demo staff when seeding). */
  staffUsernames!: string[];
  /** Where uploads and published media are kept (platform/storage). */
  storage!: StorageConfig;
  /**
   * argon2id's cost. Not read from the environment: production always runs the library's
   * defaults; only the integration tests lower it (their thousands of sign-ups test the flows,
   * not the hash's strength), in code.
   */
  passwordHashCost!: PasswordHashCost;
}

/** argon2's memory (KiB) and passes; null = the library's OWASP-recommended defaults. */
export type PasswordHashCost = { memoryCost: number; timeCost: number } | null;

interface StorageCommon {
  /** How long a signed upload address stays usable. */
  uploadUrlTtlSeconds: number;
}

export type StorageConfig =
  | (StorageCommon & { driver: 'local'; directory: string })
  | (StorageCommon & {
      driver: 's3';
      bucket: string;
      region: string;
      /** An S3-compatible server (MinIO, R2, ...); null = AWS. */
      endpoint: string | null;
      forcePathStyle: boolean;
      /** Null: the AWS SDK's default credential chain (AWS_ACCESS_KEY_ID, a role, ...). */
      credentials: { accessKeyId: string; secretAccessKey: string } | null;
      /** Where published objects are read from (a CDN); null = the bucket's own address. */
      publicUrl: string | null;
    });

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The embedded default for uploads: the repository's `.data/uploads` folder. */
export const DEFAULT_UPLOADS_DIR = path.resolve(__dirname, '../../../../.data/uploads');

/** The repository's `frontends/` folder, from src/platform/config or dist/platform/config alike. */
export const DEFAULT_FRONTENDS_DIR = path.resolve(__dirname, '../../../../frontends');

/** The repository's `.data/mail` folder (next to the embedded database's `.data/postgres`). */
export const DEFAULT_MAIL_OUTBOX_DIR = path.resolve(__dirname, '../../../../.data/mail');
