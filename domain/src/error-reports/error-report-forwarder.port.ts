import type { FiledErrorReport } from './error-report.js';

/** Sends a filed report to the team (mail, chat, issue tracker). */
export interface ErrorReportForwarder {
  /** May be called more than once for one report (retries): use reportId to de-duplicate. */
  forward(report: FiledErrorReport): Promise<void>;
}
