import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import { QueueFactory } from '../../platform/queue/queue.factory';

const CHECK_TIMEOUT_MS = 2000;

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
      .withTimeout(CHECK_TIMEOUT_MS);
  }

  queue() {
    return this.health
      .check('queue')
      .attempt(async () => {
        if (!(await this.queues.ping())) throw new Error('The queue store does not answer.');
      })
      .withTimeout(CHECK_TIMEOUT_MS);
  }
}
