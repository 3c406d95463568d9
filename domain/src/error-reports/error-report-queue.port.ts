import type { ErrorReportJob } from './error-report.js';

export interface ErrorReportQueue {
  /** Durably queues the job; adapters use job.reportId as the job id so a retried enqueue is a no-op. */
  enqueue(job: ErrorReportJob): Promise<void>;
}
