import type { MailSender } from '../../kernel/mail.port.js';
import { ok, type Result } from '../../kernel/result.js';
import type { InquiryRepository } from '../inquiry.repository.port.js';
import type { SubmissionKind } from '../submission.js';
import { teamNotification } from '../team-notification.js';

/**
 * The notification job's step: mail the team inbox about a stored submission. A mail failure
 * throws, so the job is retried with backoff; the message keeps its id across attempts.
 */
export class NotifyTeamUseCase {
  constructor(
    private readonly inquiries: InquiryRepository,
    private readonly mail: MailSender,
    private readonly teamInbox: string,
  ) {}

  async execute({ kind, id }: { kind: SubmissionKind; id: string }): Promise<Result<{ notified: boolean }>> {
    const submission = await this.inquiries.find(kind, id);
    // Deleted since (a staff clean-up): nothing left to tell.
    if (!submission) return ok({ notified: false });
    await this.mail.send(teamNotification(submission, this.teamInbox));
    return ok({ notified: true });
  }
}
