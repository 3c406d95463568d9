import { Inject } from '@nestjs/common';
import { type Clock, emailRsvpNoticeJob, EmailRsvpNoticeUseCase, type MailSender } from '@nightlife/domain';
import { CLOCK } from '../../../platform/kernel/kernel.tokens';
import { MAIL_SENDER } from '../../../platform/mail/mail.tokens';
import { type JobContext, type JobHandler, JobHandlerFor } from '../../../platform/queue/job-handler';
import { SqlRsvpNotices } from '../persistence/sql-rsvp-notices';

type Payload = { noticeId: string };

const EMAIL_ATTEMPTS = 6;

/** Mails one notice to its guest; retried with backoff while the mail server refuses it. */
@JobHandlerFor(emailRsvpNoticeJob, { attempts: EMAIL_ATTEMPTS, backoffMs: 2_000, concurrency: 8 })
export class EmailRsvpNoticeJob implements JobHandler<Payload> {
  private readonly email: EmailRsvpNoticeUseCase;

  constructor(notices: SqlRsvpNotices, @Inject(MAIL_SENDER) mail: MailSender, @Inject(CLOCK) clock: Clock) {
    this.email = new EmailRsvpNoticeUseCase(notices, mail, clock);
  }

  handle(payload: Payload, context: JobContext): Promise<string> {
    return this.email.execute(payload, { lastAttempt: context.attempt >= EMAIL_ATTEMPTS });
  }
}
