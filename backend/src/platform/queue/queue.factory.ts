import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import {
  createPostgresBackend,
  Queue,
  Worker,
  withBackend,
  type Processor,
  type QueueOptions,
  type WorkerOptions,
} from 'bullmq';
import { Pool } from 'pg';
import { withTimeout } from '../async/with-timeout';
import { AppConfig } from '../config/app-config';
import { RedisConnection } from '../redis/redis.connection';

const OnPostgres = withBackend(createPostgresBackend);

const STALLED_AFTER_MS = 15_000;

export interface CreateWorkerOptions {
  concurrency: number;
}

/**
 * BullMQ queues and workers on Redis when REDIS_URL is set, else on BullMQ's PostgreSQL backend
 * (same Queue/Worker API). QUEUE_PREFIX is the Redis key prefix or the PostgreSQL schema.
 * Everything created here is closed on shutdown, workers first.
 */
@Injectable()
export class QueueFactory implements BeforeApplicationShutdown {
  private readonly logger = new Logger('QueueFactory');
  private readonly queues: Queue[] = [];
  private readonly workers: Worker[] = [];
  private readonly pingPool: Pool | null;

  constructor(
    private readonly config: AppConfig,
    private readonly redis: RedisConnection,
  ) {
    this.pingPool = redis.client ? null : new Pool({ connectionString: config.databaseUrl, max: 1 });
  }

  get backend(): 'redis' | 'postgres' {
    return this.redis.client ? 'redis' : 'postgres';
  }

  createQueue<T = unknown>(
    name: string,
    options: Omit<QueueOptions, 'connection' | 'prefix'> = {},
  ): Queue<T> {
    const queue = this.redis.client
      ? new Queue<T>(name, { ...options, connection: this.redis.client, prefix: this.config.queuePrefix })
      : // The PostgreSQL backend's generics differ from the Redis default; both share the Queue API we use.
        (new OnPostgres.Queue<T>(name, {
          ...options,
          connection: this.postgresConnection(),
        }) as unknown as Queue<T>);
    queue.on('error', (error) => this.logger.warn(`Queue ${name}: ${error.message}`));
    this.queues.push(queue as Queue);
    return queue;
  }

  /** Null when this process runs no workers (RUN_WORKERS=false; worker.ts always runs them). */
  createWorker<T = unknown, R = unknown>(
    name: string,
    processor: Processor<T, R>,
    { concurrency }: CreateWorkerOptions,
    options: Omit<WorkerOptions, 'connection' | 'prefix' | 'concurrency'> = {},
  ): Worker<T, R> | null {
    if (!this.config.runWorkers) return null;
    // A job whose worker died is taken again once its lock expires and a stalled check sees it:
    // 15 s each instead of BullMQ's 30 s halves that wait (a killed worker's fan-out resumed
    // 74 s after the restart with the defaults). The lock is renewed every 7.5 s while a job runs.
    options = { lockDuration: STALLED_AFTER_MS, stalledInterval: STALLED_AFTER_MS, ...options };
    const worker = this.redis.client
      ? new Worker<T, R>(name, processor, {
          ...options,
          concurrency,
          connection: this.redis.client,
          prefix: this.config.queuePrefix,
        })
      : (new OnPostgres.Worker<T, R>(name, processor, {
          ...options,
          concurrency,
          connection: this.postgresConnection(),
        }) as unknown as Worker<T, R>);
    worker.on('error', (error) => this.logger.error(`Worker ${name}: ${error.message}`));
    this.workers.push(worker as Worker);
    this.logger.log(`Worker ${name} started on ${this.backend} (concurrency ${concurrency})`);
    return worker;
  }

  /** Health probe of the queue's backing store. */
  async ping(timeoutMs = 2000): Promise<boolean> {
    try {
      if (this.redis.client) return (await withTimeout(this.redis.client.ping(), timeoutMs)) === 'PONG';
      await withTimeout(this.pingPool!.query('select 1'), timeoutMs);
      return true;
    } catch {
      return false;
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    // Before the shutdown phase, so jobs still in flight can use the ORM and Redis, which close
    // in onApplicationShutdown. Workers first: they finish their active jobs.
    await Promise.allSettled(this.workers.map((worker) => worker.close()));
    await Promise.allSettled(this.queues.map((queue) => queue.close()));
    await this.pingPool?.end();
  }

  /**
   * Each queue and worker on PostgreSQL builds its own pool, and each worker also holds a
   * standalone LISTEN connection outside it: one pooled connection each (the backend is made to
   * run at `max: 1`), closed after a second idle, keeps a process under 40 connections for 15
   * job types where it reached 60 and more, so two of them fit a default `max_connections` of 100
   * beside their ORM pools (the browser journeys run two products at once).
   */
  private postgresConnection() {
    return {
      connectionString: this.config.databaseUrl,
      schema: this.config.queuePrefix,
      migrate: true,
      max: 1,
      // Most queues are quiet for minutes: their connection is not kept waiting meanwhile.
      idleTimeoutMillis: 1_000,
    };
  }
}
