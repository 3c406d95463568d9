import { Inject } from '@nestjs/common';
import {
  type Clock,
  emailAnnouncementJob,
  EmailAnnouncementUseCase,
  type MailSender,
} from '@nightlife/domain';
import { CLOCK } from '../../../platform/kernel/kernel.tokens';
import { MAIL_SENDER } from '../../../platform/mail/mail.tokens';
import { type JobContext, type JobHandler, JobHandlerFor } from '../../../platform/queue/job-handler';
import { SqlAnnouncementDeliveries } from '../persistence/sql-announcement-deliveries';

type Payload = { deliveryId: string };

export const EMAIL_ATTEMPTS = 6;

/**
 * Mails one delivery. While the mail server refuses it the job retries (2 s, 4 s, ... about a
 * minute over 6 attempts); after the last attempt the delivery shows as failed to the host.
 */
@JobHandlerFor(emailAnnouncementJob, { attempts: EMAIL_ATTEMPTS, backoffMs: 2_000, concurrency: 8 })
export class EmailAnnouncementJob implements JobHandler<Payload> {
  private readonly email: EmailAnnouncementUseCase;

  constructor(
    deliveries: SqlAnnouncementDeliveries,
    @Inject(MAIL_SENDER) mail: MailSender,
    @Inject(CLOCK) clock: Clock,
  ) {
    this.email = new EmailAnnouncementUseCase(deliveries, mail, clock);
  }

  handle(payload: Payload, context: JobContext): Promise<string> {
    return this.email.execute(payload, { lastAttempt: context.attempt >= EMAIL_ATTEMPTS });
  }
}
