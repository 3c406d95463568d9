import { Inject } from '@nestjs/common';
import {
  type Clock,
  emailRsvpNoticeJob,
  emailRsvpNoticesJob,
  EmailRsvpNoticeUseCase,
  type MailSender,
} from '@nightlife/domain';
import { CLOCK } from '../../../platform/kernel/kernel.tokens';
import { MAIL_SENDER } from '../../../platform/mail/mail.tokens';
import { type JobContext, type JobHandler, JobHandlerFor } from '../../../platform/queue/job-handler';
import { SqlRsvpNotices } from '../persistence/sql-rsvp-notices';

const EMAIL_ATTEMPTS = 6;

/** Mails one notice to its guest; retried with backoff while the mail server refuses it. */
@JobHandlerFor(emailRsvpNoticeJob, { attempts: EMAIL_ATTEMPTS, backoffMs: 2_000, concurrency: 8 })
export class EmailRsvpNoticeJob implements JobHandler<{ noticeId: string }> {
  private readonly email: EmailRsvpNoticeUseCase;

  constructor(notices: SqlRsvpNotices, @Inject(MAIL_SENDER) mail: MailSender, @Inject(CLOCK) clock: Clock) {
    this.email = new EmailRsvpNoticeUseCase(notices, mail, clock);
  }

  handle({ noticeId }: { noticeId: string }, context: JobContext) {
    return this.email.execute({ noticeIds: [noticeId] }, { lastAttempt: context.attempt >= EMAIL_ATTEMPTS });
  }
}

/**
 * Mails a batch of notices (a reminder's or a reveal's guests): the batch's messages go out at
 * once over the pooled mail transport; retried with backoff for those the server refused.
 */
@JobHandlerFor(emailRsvpNoticesJob, { attempts: EMAIL_ATTEMPTS, backoffMs: 2_000, concurrency: 4 })
export class EmailRsvpNoticesJob implements JobHandler<{ noticeIds: string[] }> {
  private readonly email: EmailRsvpNoticeUseCase;

  constructor(notices: SqlRsvpNotices, @Inject(MAIL_SENDER) mail: MailSender, @Inject(CLOCK) clock: Clock) {
    this.email = new EmailRsvpNoticeUseCase(notices, mail, clock);
  }

  handle(payload: { noticeIds: string[] }, context: JobContext) {
    return this.email.execute(payload, { lastAttempt: context.attempt >= EMAIL_ATTEMPTS });
  }
}
