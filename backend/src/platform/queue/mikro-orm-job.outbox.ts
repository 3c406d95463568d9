import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { Clock, IdGenerator, JobOutbox, JobPayload, JobType } from '@nightlife/domain';
import { CLOCK, ID_GENERATOR } from '../kernel/kernel.tokens';
import { JobOutboxSchema } from './job-outbox.schema';

/**
 * Writes a job row with the context-aware EntityManager, so inside a unit of work it commits
 * or rolls back with the data that caused it. The OutboxRelay publishes it.
 */
@Injectable()
export class MikroOrmJobOutbox implements JobOutbox {
  constructor(
    private readonly em: EntityManager,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async add<P extends JobPayload>(job: JobType<P>, payload: P): Promise<void> {
    await this.em.insert(JobOutboxSchema, {
      id: this.ids.next(),
      jobName: job.name,
      payload,
      createdAt: this.clock.now(),
      sentAt: null,
    });
  }
}
