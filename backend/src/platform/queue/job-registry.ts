import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { JobPayload } from '@nightlife/domain';
import type { JobsOptions } from 'bullmq';
import {
  DEFAULT_JOB_HANDLER_OPTIONS,
  type JobDeclaration,
  JobDeclarationMetadata,
  type JobHandler,
  type RetryOptions,
} from './job-handler';

export interface RegisteredJob extends JobDeclaration {
  handler: JobHandler<JobPayload>;
}

/** Every @JobHandlerFor provider of the application, by job name. */
@Injectable()
export class JobRegistry implements OnModuleInit {
  private readonly jobs = new Map<string, RegisteredJob>();

  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders({ metadataKey: JobDeclarationMetadata.KEY })) {
      const declaration = this.discovery.getMetadataByDecorator(JobDeclarationMetadata, wrapper);
      if (!declaration || !wrapper.instance) continue;
      if (this.jobs.has(declaration.name))
        throw new Error(`Two handlers declare the job "${declaration.name}".`);
      this.jobs.set(declaration.name, {
        ...declaration,
        handler: wrapper.instance as JobHandler<JobPayload>,
      });
    }
  }

  all(): RegisteredJob[] {
    return [...this.jobs.values()];
  }

  /**
   * BullMQ options for publishing one job: its outbox id as job id (publishing twice makes one
   * job), its retries, and how long finished jobs are kept. Completed jobs are kept by age
   * only, never pruned by count, so a re-publish within a day stays a no-op.
   */
  publishOptions(name: string, outboxId: string): JobsOptions {
    return { jobId: outboxId, ...this.runOptions(name) };
  }

  /** Retries and how long finished jobs are kept, for any job of this name. */
  runOptions(name: string): JobsOptions {
    const options: RetryOptions = this.jobs.get(name)?.options ?? DEFAULT_JOB_HANDLER_OPTIONS;
    return {
      attempts: options.attempts,
      backoff: { type: 'exponential', delay: options.backoffMs },
      removeOnComplete: { age: 24 * 3600 },
      removeOnFail: { age: 7 * 24 * 3600 },
    };
  }
}
