import type { Clock } from '../../kernel/clock.port.js';
import type { MailSender } from '../../kernel/mail.port.js';
import { announcementEmail } from '../announcement-email.js';
import type { AnnouncementDeliveries } from '../announcement.repository.port.js';

export type EmailOutcome = 'sent' | 'skipped' | 'failed';

/**
 * Mails one delivery. A delivery already sent (or not meant for email) is skipped, and the
 * message's idempotency key is the same on every attempt, so a retry never mails twice. When
 * the mail server refuses it, the error is thrown (the job retries with backoff); on the last
 * attempt the delivery is marked failed first, which the host sees.
 */
export class EmailAnnouncementUseCase {
  constructor(
    private readonly deliveries: AnnouncementDeliveries,
    private readonly mail: MailSender,
    private readonly clock: Clock,
  ) {}

  async execute({ deliveryId }: { deliveryId: string }, { lastAttempt }: { lastAttempt: boolean }) {
    const delivery = await this.deliveries.findForEmail(deliveryId);
    if (delivery === null || delivery.emailStatus !== 'queued') return 'skipped' satisfies EmailOutcome;
    try {
      await this.mail.send(announcementEmail(delivery));
    } catch (error) {
      if (lastAttempt) await this.deliveries.markEmailFailed(deliveryId, (error as Error).message);
      throw error;
    }
    await this.deliveries.markEmailSent(deliveryId, this.clock.now());
    return 'sent' satisfies EmailOutcome;
  }
}
