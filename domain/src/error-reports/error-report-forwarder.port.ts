import type { ErrorReportJob } from './error-report.js';

/** Sends a filed report to the team (mail, chat, issue tracker). */
export interface ErrorReportForwarder {
  /** May be called more than once for one report (retries): use job.reportId to de-duplicate. */
  forward(job: ErrorReportJob): Promise<void>;
}
