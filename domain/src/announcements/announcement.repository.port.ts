import type { Result } from '../kernel/result.js';
import type { Announcement } from './announcement.js';

/** Delivery of one announcement's email to one recipient. */
export const EMAIL_STATUSES = ['none', 'queued', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

export interface AnnouncementRepository {
  /** How many of `rsvpIds` are not RSVPs of the event. */
  countForeignRecipients(eventId: string, rsvpIds: readonly string[]): Promise<number>;

  /**
   * Hands `decide` the send times of the event's announcements since `since`, and stores the
   * announcement if it answers ok. Atomic with respect to other announcements of the same event
   * (the adapter locks them), so concurrent sends are decided one after the other.
   */
  addIfAllowed(
    announcement: Announcement,
    since: Date,
    decide: (sentSince: readonly Date[]) => Result<void>,
  ): Promise<Result<Announcement>>;
}

/** What the email of one delivery needs. */
export interface DeliveryForEmail {
  deliveryId: string;
  announcementId: string;
  rsvpId: string;
  emailStatus: EmailStatus;
  /** The attendee's address. */
  to: string;
  attendeeFirstName: string;
  hostName: string;
  eventTitle: string;
  message: string;
}

export interface AnnouncementDeliveries {
  /**
   * Creates the deliveries of the announcement's recipients at positions [offset, offset + size)
   * in one transaction: one per recipient that still has an RSVP to the event, skipping those
   * that exist (so a retried or repeated batch creates nothing twice). A delivery is the
   * attendee's inbox entry; for attendees who want email it is created with email 'queued'
   * and its emailAnnouncementJob in the same transaction. Null when there is no such announcement.
   */
  fanOutBatch(
    announcementId: string,
    offset: number,
    size: number,
  ): Promise<{ recipientCount: number; created: number } | null>;

  /** Notes that every recipient has its delivery. */
  markFannedOut(announcementId: string, at: Date): Promise<void>;

  findForEmail(deliveryId: string): Promise<DeliveryForEmail | null>;
  markEmailSent(deliveryId: string, at: Date): Promise<void>;
  markEmailFailed(deliveryId: string, reason: string): Promise<void>;
}

/** The signed-in attendee's inbox: the deliveries addressed to them. */
export interface NotificationInbox {
  /** False when the user has no such notification. */
  markRead(userId: string, notificationId: string, at: Date): Promise<boolean>;
  markAllRead(userId: string, at: Date): Promise<void>;
  unreadCount(userId: string): Promise<number>;
}
