import path from 'node:path';

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  /** Window length in milliseconds. */
  ttlMs: number;
}

export type RateLimitName = 'login' | 'signup' | 'errorReports';

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
  cookieSecure!: boolean;
  /** Origins allowed to send state-changing requests; empty = the request's own origin. */
  appOrigins!: string[];
  trustProxy!: boolean | number;
  bodyLimit!: string;
  /** Error reports carry stacks and console logs, so their route takes a larger body. */
  errorReportBodyLimit!: string;
  /** Filed error reports are POSTed here as JSON when set. */
  errorReportWebhookUrl!: string | null;
  /** How long a signed-out caller's event list page may be served from memory; 0 = never. */
  eventListCacheMs!: number;
  rateLimits!: Record<RateLimitName, RateLimitRule>;
  queuePrefix!: string;
  migrateOnBoot!: boolean;
  runWorkers!: boolean;
  seedDemoData!: boolean;
  frontendsDir!: string;
  remoteUrls!: Partial<Record<RemoteName, string>>;
  logLevel!: LogLevel;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The repository's `frontends/` folder, from src/platform/config or dist/platform/config alike. */
export const DEFAULT_FRONTENDS_DIR = path.resolve(__dirname, '../../../../frontends');
