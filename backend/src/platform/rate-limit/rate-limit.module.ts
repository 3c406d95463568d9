import { MikroORM } from '@mikro-orm/postgresql';
import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { AppConfig, type RateLimitName } from '../config/app-config';
import { RedisConnection } from '../redis/redis.connection';
import { PostgresThrottlerStorage } from './postgres-throttler.storage';
import { RedisThrottlerStorage } from './redis-throttler.storage';

export const RATE_LIMIT_NAMES: readonly RateLimitName[] = ['login', 'signup', 'errorReports', 'inquiries'];

/**
 * Named per-IP limits from RATE_LIMIT_* (see @RateLimited), counted in Redis when REDIS_URL is
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
        })),
        storage: redis.client
          ? new RedisThrottlerStorage(redis.client, config.queuePrefix)
          : new PostgresThrottlerStorage(orm),
      }),
    }),
  ],
})
export class RateLimitModule {}
