import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import { QueueFactory } from '../../platform/queue/queue.factory';

// A probe's own timeout is usually 1 to 5 s: the database gets 3 s (a loaded machine still answers
// `select 1` well within it); the queue 1 s, since a queue that is slow only makes the API degraded.
const DATABASE_TIMEOUT_MS = 3000;
const QUEUE_TIMEOUT_MS = 1000;

/** What readiness depends on: the database and the queue's store (Redis, or PostgreSQL). */
@Injectable()
export class DependencyIndicators {
  constructor(
    private readonly health: HealthIndicatorService,
    private readonly orm: MikroORM,
    private readonly queues: QueueFactory,
  ) {}

  database() {
    return this.health
      .check('database')
      .attempt(async () => {
        await this.orm.em.fork().getConnection().execute('select 1');
      })
      .withTimeout(DATABASE_TIMEOUT_MS);
  }

  queue() {
    return this.health
      .check('queue')
      .attempt(async () => {
        if (!(await this.queues.ping(QUEUE_TIMEOUT_MS))) throw new Error('The queue store does not answer.');
      })
      .withTimeout(QUEUE_TIMEOUT_MS);
  }
}
