import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config';

/** One shared ioredis client when REDIS_URL is set (rate limits, queues); `client` is null otherwise. */
@Injectable()
export class RedisConnection implements OnApplicationShutdown {
  readonly client: Redis | null;

  constructor(config: AppConfig) {
    // BullMQ workers require maxRetriesPerRequest: null (they block on the connection).
    this.client = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: null }) : null;
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.client || this.client.status === 'end') return;
    // QUIT waits in the offline queue while Redis is unreachable, forever: just drop the socket then.
    if (this.client.status === 'ready') await this.client.quit().catch(() => this.client?.disconnect());
    else this.client.disconnect();
  }
}
