import type { JobPayload, JobType } from '../kernel/job.js';
import type { JobOutbox } from '../kernel/job-outbox.port.js';
import type { InMemoryUnitOfWork } from './in-memory-unit-of-work.js';

export interface OutboxEntry {
  name: string;
  payload: JobPayload;
}

/** Jobs scheduled in committed units of work, in order. */
export class InMemoryJobOutbox implements JobOutbox {
  readonly jobs: OutboxEntry[] = [];

  constructor(private readonly uow: InMemoryUnitOfWork) {}

  async add<P extends JobPayload>(job: JobType<P>, payload: P): Promise<void> {
    this.uow.enlist(() => this.jobs.push({ name: job.name, payload }));
  }

  /** The payloads of one kind of job. */
  payloadsOf<P extends JobPayload>(job: JobType<P>): P[] {
    return this.jobs.filter((entry) => entry.name === job.name).map((entry) => entry.payload as P);
  }
}
