export { InquiriesModule } from './inquiries.module';
export { InquiryJobsModule } from './inquiry-jobs.module';
