export { AnnouncementJobsModule } from './announcement-jobs.module';
export { AnnouncementsModule } from './announcements.module';
