import type { ErrorReportJob } from '../error-reports/error-report.js';
import type { ErrorReportQueue } from '../error-reports/error-report-queue.port.js';

export class InMemoryErrorReportQueue implements ErrorReportQueue {
  readonly jobs: ErrorReportJob[] = [];

  async enqueue(job: ErrorReportJob): Promise<void> {
    // Same job id, same job: like a queue with deterministic job ids.
    if (!this.jobs.some((queued) => queued.reportId === job.reportId)) this.jobs.push(job);
  }
}
