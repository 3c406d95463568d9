import type { ErrorReportJob, ErrorReportQueue } from '@nightlife/domain';
import type { Queue } from 'bullmq';

export const ERROR_REPORTS_QUEUE = 'error-reports';
export const FILE_ERROR_REPORT_JOB = 'file-error-report';

/** The job as it travels through the queue: JSON, so the date is an ISO string. */
export type ErrorReportJobData = Omit<ErrorReportJob, 'receivedAt'> & { receivedAt: string };

export function toJobData(job: ErrorReportJob): ErrorReportJobData {
  return { ...job, receivedAt: job.receivedAt.toISOString() };
}

export function fromJobData(data: ErrorReportJobData): ErrorReportJob {
  return { ...data, receivedAt: new Date(data.receivedAt) };
}

/**
 * BullMQ adapter of the domain queue port. The job id is the report id, so enqueueing the same
 * report twice is a no-op while the job is kept; failures retry with exponential backoff
 * (1 s, 2 s, 4 s, ...), and finished jobs are pruned.
 */
export class BullMqErrorReportQueue implements ErrorReportQueue {
  constructor(private readonly queue: Queue<ErrorReportJobData>) {}

  async enqueue(job: ErrorReportJob): Promise<void> {
    await this.queue.add(FILE_ERROR_REPORT_JOB, toJobData(job), {
      jobId: job.reportId,
      attempts: 8,
      backoff: { type: 'exponential', delay: 1_000 },
      removeOnComplete: { age: 24 * 3600, count: 1_000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    });
  }
}
