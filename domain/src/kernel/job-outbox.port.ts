import type { JobPayload, JobType } from './job.js';

/**
 * Schedules a job inside the current unit of work (transactional outbox): the job exists
 * only if that transaction commits, and it runs at least once after that. Handlers must be
 * idempotent (a retried or re-published job may run again).
 */
export interface JobOutbox {
  add<P extends JobPayload>(job: JobType<P>, payload: P): Promise<void>;
}
