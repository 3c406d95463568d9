import { Module } from '@nestjs/common';
import { MailModule } from '../../platform/mail/mail.module';
import { EmailRsvpNoticeJob } from './jobs/email-rsvp-notice.job';
import { SqlRsvpNotices } from './persistence/sql-rsvp-notices';

/** What RSVP jobs need, without HTTP: imported by RsvpsModule and by the worker. */
@Module({
  imports: [MailModule],
  providers: [SqlRsvpNotices, EmailRsvpNoticeJob],
  exports: [SqlRsvpNotices],
})
export class RsvpJobsModule {}
