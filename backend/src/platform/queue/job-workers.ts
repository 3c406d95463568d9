import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { JobPayload } from '@nightlife/domain';
import type { Job } from 'bullmq';
import { JobRegistry, type RegisteredJob } from './job-registry';
import { QueueFactory } from './queue.factory';

/**
 * One BullMQ worker per registered job, on the queue named after the job, where workers run
 * (worker.ts always; the API with RUN_WORKERS=true), and the schedulers of scheduled jobs. Each run
 * gets its own ORM context.
 */
@Injectable()
export class JobWorkers implements OnApplicationBootstrap {
  constructor(
    private readonly registry: JobRegistry,
    private readonly queues: QueueFactory,
    private readonly orm: MikroORM,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const job of this.registry.all()) {
      const worker = this.queues.createWorker<JobPayload>(job.name, (bullJob) => this.run(job, bullJob), {
        concurrency: job.options.concurrency,
      });
      // A scheduled job's scheduler is set where its workers run; every worker upserts the same one.
      if (worker !== null && job.every !== null) {
        await this.queues.createQueue(job.name).upsertJobScheduler(
          job.name,
          { every: job.every },
          {
            name: job.name,
            data: {},
            // A run every few seconds: keep the last ones for inspection, not a day of them.
            opts: {
              ...this.registry.runOptions(job.name),
              removeOnComplete: { count: 100 },
              removeOnFail: { count: 1_000 },
            },
          },
        );
      }
    }
  }

  private run(job: RegisteredJob, bullJob: Job<JobPayload>): Promise<unknown> {
    return RequestContext.create(this.orm.em, () =>
      job.handler.handle(bullJob.data, { jobId: bullJob.id!, attempt: bullJob.attemptsMade + 1 }),
    );
  }
}
