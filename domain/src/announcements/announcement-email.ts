import type { MailMessage } from '../kernel/mail.port.js';
import type { DeliveryForEmail } from './announcement.repository.port.js';

/** The idempotency key (and Message-ID) of one recipient's email: one per announcement and RSVP. */
export function announcementEmailKey(announcementId: string, rsvpId: string): string {
  return `announcements.${announcementId}.${rsvpId}`;
}

/** The plain-text email of one announcement to one attendee. */
export function announcementEmail(delivery: DeliveryForEmail): MailMessage {
  return {
    to: [delivery.to],
    subject: `${delivery.eventTitle}: announcement from ${delivery.hostName}`,
    text:
      [
        `Hi ${delivery.attendeeFirstName},`,
        '',
        `${delivery.hostName} sent an announcement to the guests of ${delivery.eventTitle}:`,
        '',
        delivery.message,
        '',
        '--',
        'It is also in your inbox on the dashboard. You get these emails because email',
        'notifications are on in your Settings.',
      ].join('\n') + '\n',
    idempotencyKey: announcementEmailKey(delivery.announcementId, delivery.rsvpId),
  };
}
