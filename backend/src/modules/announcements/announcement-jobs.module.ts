import { Module } from '@nestjs/common';
import { MailModule } from '../../platform/mail/mail.module';
import { RsvpJobsModule } from '../rsvps';
import { EmailAnnouncementJob } from './jobs/email-announcement.job';
import { FanOutAnnouncementJob } from './jobs/fan-out-announcement.job';
import { SqlAnnouncementDeliveries } from './persistence/sql-announcement-deliveries';

/** What announcement jobs need, without HTTP: imported by AnnouncementsModule and by the worker. */
@Module({
  imports: [MailModule, RsvpJobsModule],
  providers: [SqlAnnouncementDeliveries, FanOutAnnouncementJob, EmailAnnouncementJob],
  exports: [SqlAnnouncementDeliveries],
})
export class AnnouncementJobsModule {}
