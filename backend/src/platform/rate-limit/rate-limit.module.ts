import { MikroORM } from '@mikro-orm/postgresql';
import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { AppConfig, type RateLimitName } from '../config/app-config';
import { RedisConnection } from '../redis/redis.connection';
import { PostgresThrottlerStorage } from './postgres-throttler.storage';
import { RedisThrottlerStorage } from './redis-throttler.storage';

export const RATE_LIMIT_NAMES: readonly RateLimitName[] = [
  'login',
  'signup',
  'errorReports',
  'inquiries',
  'uploads',
];

/** Limits counted per signed-in user rather than per IP (uploads: one user's quota, even behind one NAT). */
const PER_USER: ReadonlySet<RateLimitName> = new Set(['uploads']);

const userOrIp = (req: Record<string, unknown>): Promise<string> => {
  const user = req.user as { id?: string } | undefined;
  return Promise.resolve(user?.id ? `user:${user.id}` : String(req.ip));
};

/**
 * Named limits from RATE_LIMIT_* (see @RateLimited), per IP or per user, counted in Redis when REDIS_URL is
 * set and in PostgreSQL otherwise, so they hold across replicas.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AppConfig, RedisConnection, MikroORM],
      useFactory: (config: AppConfig, redis: RedisConnection, orm: MikroORM) => ({
        throttlers: RATE_LIMIT_NAMES.map((name) => ({
          name,
          limit: config.rateLimits[name].limit,
          ttl: config.rateLimits[name].ttlMs,
          blockDuration: config.rateLimits[name].ttlMs,
          ...(PER_USER.has(name) ? { getTracker: userOrIp } : {}),
        })),
        storage: redis.client
          ? new RedisThrottlerStorage(redis.client, config.queuePrefix)
          : new PostgresThrottlerStorage(orm),
      }),
    }),
  ],
})
export class RateLimitModule {}
