import { Module } from '@nestjs/common';
import { MailModule } from '../../platform/mail/mail.module';
import { EmailAnnouncementJob } from './jobs/email-announcement.job';
import { FanOutAnnouncementJob } from './jobs/fan-out-announcement.job';
import { SqlAnnouncementDeliveries } from './persistence/sql-announcement-deliveries';

/** What announcement jobs need, without HTTP: imported by AnnouncementsModule and by the worker. */
@Module({
  imports: [MailModule],
  providers: [SqlAnnouncementDeliveries, FanOutAnnouncementJob, EmailAnnouncementJob],
  exports: [SqlAnnouncementDeliveries],
})
export class AnnouncementJobsModule {}
