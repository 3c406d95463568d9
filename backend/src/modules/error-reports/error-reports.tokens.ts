/** The ErrorReportForwarder, or null when ERROR_REPORT_WEBHOOK_URL is unset. */
export const ERROR_REPORT_FORWARDER = Symbol('ERROR_REPORT_FORWARDER');
/** The domain's SubmitErrorReportUseCase, wired with the unit of work and the job outbox. */
export const SUBMIT_ERROR_REPORT = Symbol('SUBMIT_ERROR_REPORT');
