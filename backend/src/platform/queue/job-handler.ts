import { applyDecorators, Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { JobPayload, JobType } from '@nightlife/domain';

export interface JobContext {
  /** The BullMQ job id: the outbox row id, stable across retries and re-publishing. */
  jobId: string;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
}

/**
 * Runs one kind of job. It must be idempotent: a job runs at least once (a retry after a
 * failure, or a re-publish after a relay crash that BullMQ no longer de-duplicates). Throw
 * to fail the attempt; it is retried with backoff. Each run has its own MikroORM context.
 */
export interface JobHandler<P extends JobPayload> {
  handle(payload: P, context: JobContext): Promise<unknown>;
}

export interface JobHandlerOptions {
  /** Runs before the job fails for good (default 8). */
  attempts?: number;
  /** First retry delay in ms, doubled on each further retry (default 1000: 1 s, 2 s, 4 s, ...). */
  backoffMs?: number;
  /** Jobs of this kind one worker process runs at once (default 4). */
  concurrency?: number;
  /**
   * A scheduled job: it runs every this many ms with an empty payload (one BullMQ job scheduler
   * per job, shared by every worker, so one run per interval whatever the worker count), never
   * through the outbox. Its handler must be safe to run twice at once.
   */
  every?: number;
}

export type RetryOptions = Required<Omit<JobHandlerOptions, 'every'>>;

export const DEFAULT_JOB_HANDLER_OPTIONS: RetryOptions = {
  attempts: 8,
  backoffMs: 1_000,
  concurrency: 4,
};

export interface JobDeclaration {
  name: string;
  options: RetryOptions;
  /** See JobHandlerOptions.every; null for a job of the outbox. */
  every: number | null;
}

/** Metadata found by JobRegistry through Nest's DiscoveryService. */
export const JobDeclarationMetadata = DiscoveryService.createDecorator<JobDeclaration>();

/**
 * Declares a provider as the handler of one kind of job: list the class in a module's
 * `providers`, and the platform runs a BullMQ worker for it (where RUN_WORKERS is on) and
 * publishes its outbox rows with these retry options. See docs/jobs.md.
 */
export function JobHandlerFor<P extends JobPayload>(job: JobType<P>, options: JobHandlerOptions = {}) {
  const decorate = applyDecorators(
    Injectable(),
    JobDeclarationMetadata({
      name: job.name,
      options: { ...DEFAULT_JOB_HANDLER_OPTIONS, ...withoutEvery(options) },
      every: options.every ?? null,
    }),
  );
  // The class must handle this job's payload type.
  return <C extends new (...args: never[]) => JobHandler<P>>(target: C): void => {
    decorate(target);
  };
}

function withoutEvery({ every: _every, ...retry }: JobHandlerOptions): Partial<RetryOptions> {
  return retry;
}
