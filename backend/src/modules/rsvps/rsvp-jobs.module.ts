import { Module } from '@nestjs/common';
import { MailModule } from '../../platform/mail/mail.module';
import { EmailRsvpNoticeJob, EmailRsvpNoticesJob } from './jobs/email-rsvp-notice.job';
import { SendDueRemindersJob } from './jobs/send-due-reminders.job';
import { SqlReminderStore } from './persistence/sql-reminder-store';
import { SqlRsvpNotices } from './persistence/sql-rsvp-notices';

/** What RSVP jobs need, without HTTP: imported by RsvpsModule and by the worker. */
@Module({
  imports: [MailModule],
  providers: [SqlRsvpNotices, EmailRsvpNoticeJob, EmailRsvpNoticesJob, SqlReminderStore, SendDueRemindersJob],
  exports: [SqlRsvpNotices],
})
export class RsvpJobsModule {}
