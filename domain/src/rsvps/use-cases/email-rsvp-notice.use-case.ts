import type { Clock } from '../../kernel/clock.port.js';
import type { MailSender } from '../../kernel/mail.port.js';
import { rsvpNoticeEmail, type RsvpNoticeMailbox } from '../rsvp-notices.js';

/**
 * Mails notices, each once: one already sent (or failed) is skipped, one whose guest turned email
 * notifications off is marked so and not mailed, and each message's idempotency key is the same on
 * every attempt. A batch (the reminders of one event) is sent at once over the mail port, and each
 * notice is marked sent as soon as the server accepts it, so a retry after a crash resends at most
 * the messages in flight (and their Message-ID lets the receiver drop a repeat). When the mail
 * server refuses any, the first refusal is thrown (the job retries the rest with backoff); on the
 * last attempt those are marked failed first.
 */
export class EmailRsvpNoticeUseCase {
  constructor(
    private readonly notices: RsvpNoticeMailbox,
    private readonly mail: MailSender,
    private readonly clock: Clock,
  ) {}

  async execute(
    { noticeIds }: { noticeIds: readonly string[] },
    { lastAttempt }: { lastAttempt: boolean },
  ): Promise<{ sent: number; skipped: number }> {
    const queued = (await this.notices.findForEmail(noticeIds)).filter(
      (notice) => notice.emailStatus === 'queued',
    );
    const unwanted = queued.filter((notice) => !notice.wantsEmail);
    await Promise.all(
      unwanted.map((notice) => this.notices.markEmail(notice.noticeId, 'none', this.clock.now())),
    );
    const outcomes = await Promise.allSettled(
      queued
        .filter((notice) => notice.wantsEmail)
        .map(async (notice) => {
          try {
            await this.mail.send(rsvpNoticeEmail(notice));
          } catch (error) {
            if (lastAttempt)
              await this.notices.markEmail(
                notice.noticeId,
                'failed',
                this.clock.now(),
                (error as Error).message,
              );
            throw error;
          }
          await this.notices.markEmail(notice.noticeId, 'sent', this.clock.now());
        }),
    );
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    if (refused) throw refused.reason;
    const sent = outcomes.length;
    return { sent, skipped: noticeIds.length - sent };
  }
}
