import type { Clock } from '../../kernel/clock.port.js';
import type { MailSender } from '../../kernel/mail.port.js';
import { rsvpNoticeEmail, type RsvpNoticeMailbox } from '../rsvp-notices.js';

/**
 * Mails one notice, once: one already sent (or failed) is skipped, one whose guest turned email
 * notifications off is marked so and not mailed, and the message's idempotency key is the same
 * on every attempt. A refusal by the mail server is thrown (the job retries with backoff); on the
 * last attempt the notice is marked failed first.
 */
export class EmailRsvpNoticeUseCase {
  constructor(
    private readonly notices: RsvpNoticeMailbox,
    private readonly mail: MailSender,
    private readonly clock: Clock,
  ) {}

  async execute({ noticeId }: { noticeId: string }, { lastAttempt }: { lastAttempt: boolean }) {
    const notice = await this.notices.findForEmail(noticeId);
    if (notice === null || notice.emailStatus !== 'queued') return 'skipped';
    if (!notice.wantsEmail) {
      await this.notices.markEmail(noticeId, 'none', this.clock.now());
      return 'skipped';
    }
    try {
      await this.mail.send(rsvpNoticeEmail(notice));
    } catch (error) {
      if (lastAttempt)
        await this.notices.markEmail(noticeId, 'failed', this.clock.now(), (error as Error).message);
      throw error;
    }
    await this.notices.markEmail(noticeId, 'sent', this.clock.now());
    return 'sent';
  }
}
