import { Inject, Logger } from '@nestjs/common';
import { type MailSender, notifyTeamJob, NotifyTeamUseCase, type SubmissionKind } from '@nightlife/domain';
import { AppConfig } from '../../../platform/config/app-config';
import { MAIL_SENDER } from '../../../platform/mail/mail.tokens';
import { type JobHandler, JobHandlerFor } from '../../../platform/queue/job-handler';
import { MikroOrmInquiryRepository } from '../persistence/mikro-orm-inquiry.repository';

type Payload = { kind: SubmissionKind; id: string };

/**
 * Mails TEAM_INBOX about each stored submission. While the mail server is down every attempt
 * throws and is retried with backoff (2 s, 4 s, 8 s, ... about 9 hours over 14 attempts); the
 * submission itself was stored before the visitor got an answer.
 */
@JobHandlerFor(notifyTeamJob, { attempts: 14, backoffMs: 2_000, concurrency: 4 })
export class NotifyTeamJob implements JobHandler<Payload> {
  private readonly logger = new Logger(NotifyTeamJob.name);
  private readonly notify: NotifyTeamUseCase;

  constructor(
    inquiries: MikroOrmInquiryRepository,
    @Inject(MAIL_SENDER) mail: MailSender,
    config: AppConfig,
  ) {
    this.notify = new NotifyTeamUseCase(inquiries, mail, config.teamInbox);
  }

  async handle(payload: Payload): Promise<{ notified: boolean }> {
    const result = await this.notify.execute(payload);
    if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
    if (result.value.notified) this.logger.log(`Told the team about ${payload.kind} ${payload.id}`);
    return result.value;
  }
}
