import { defineJob } from '../kernel/job.js';

/** Sends a stored report to the team (ERROR_REPORT_WEBHOOK_URL); scheduled with the report. */
export const forwardErrorReportJob = defineJob<{ reportId: string }>('error-reports.forward');
