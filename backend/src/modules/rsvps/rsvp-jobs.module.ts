import { Module } from '@nestjs/common';
import { MailModule } from '../../platform/mail/mail.module';
import { EmailRsvpNoticeJob, EmailRsvpNoticesJob } from './jobs/email-rsvp-notice.job';
import { SendDueRemindersJob } from './jobs/send-due-reminders.job';
import { SqlReminderStore } from './persistence/sql-reminder-store';
import { SqlRsvpNotices } from './persistence/sql-rsvp-notices';
import { SqlEventPlacesStore } from './persistence/sql-event-places.store';
import { WaitlistQuery } from './persistence/waitlist.query';
import { OfferFreedPlacesJob, SweepWaitlistJob } from './jobs/waitlist.jobs';

/**
 * What RSVP jobs need, without HTTP: imported by RsvpsModule and by the worker. It holds the one
 * SqlEventPlacesStore of the process (its batching is per instance).
 */
@Module({
  imports: [MailModule],
  providers: [
    SqlEventPlacesStore,
    SqlRsvpNotices,
    EmailRsvpNoticeJob,
    EmailRsvpNoticesJob,
    SqlReminderStore,
    SendDueRemindersJob,
    WaitlistQuery,
    OfferFreedPlacesJob,
    SweepWaitlistJob,
  ],
  exports: [SqlEventPlacesStore, SqlRsvpNotices, WaitlistQuery],
})
export class RsvpJobsModule {}
