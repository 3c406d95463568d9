export { ErrorReportJobsModule } from './error-report-jobs.module';
export { ErrorReportsModule } from './error-reports.module';
