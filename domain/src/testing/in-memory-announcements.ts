import type { Announcement } from '../announcements/announcement.js';
import type {
  AnnouncementDeliveries,
  AnnouncementRepository,
  DeliveryForEmail,
  EmailStatus,
  NotificationInbox,
} from '../announcements/announcement.repository.port.js';
import { ok, type Result } from '../kernel/result.js';
import type { InMemoryUnitOfWork } from './in-memory-unit-of-work.js';

export interface AnnouncementTestRsvp {
  id: string;
  eventId: string;
  userId: string | null;
  email: string | null;
  wantsEmail: boolean;
}

export interface InMemoryDelivery {
  id: string;
  announcementId: string;
  rsvpId: string;
  userId: string | null;
  emailStatus: EmailStatus;
  emailError: string | null;
  readAt: Date | null;
}

/**
 * The announcements' three ports over the same in-memory data, with the PostgreSQL adapter's
 * rules: one delivery per announcement and RSVP, the limit per event, inbox ownership.
 */
export class InMemoryAnnouncements
  implements AnnouncementRepository, AnnouncementDeliveries, NotificationInbox
{
  readonly announcements: Announcement[] = [];
  readonly deliveries: InMemoryDelivery[] = [];
  /** Email jobs the fan-out scheduled, by delivery id (one per delivery). */
  readonly emailJobs = new Set<string>();
  fannedOut = new Set<string>();
  /** When set, the fan-out throws after this many batches: a worker killed half-way. */
  crashAfterBatches: number | null = null;

  constructor(
    private readonly uow: InMemoryUnitOfWork,
    private readonly events: { id: string; hostId: string; title: string }[],
    private readonly rsvps: AnnouncementTestRsvp[],
  ) {}

  async countForeignRecipients(eventId: string, rsvpIds: readonly string[]): Promise<number> {
    return rsvpIds.filter((id) => !this.rsvps.some((rsvp) => rsvp.id === id && rsvp.eventId === eventId))
      .length;
  }

  async addIfAllowed(
    announcement: Announcement,
    since: Date,
    decide: (sentSince: readonly Date[]) => Result<void>,
  ): Promise<Result<Announcement>> {
    const sentSince = this.announcements
      .filter((other) => other.eventId === announcement.eventId && other.createdAt > since)
      .map((other) => other.createdAt);
    const decided = decide(sentSince);
    if (!decided.ok) return decided;
    this.uow.enlist(() => this.announcements.push({ ...announcement }));
    return ok({ ...announcement });
  }

  async fanOutBatch(announcementId: string, offset: number, size: number) {
    if (this.crashAfterBatches !== null && this.crashAfterBatches-- <= 0) {
      this.crashAfterBatches = null;
      throw new Error('worker killed');
    }
    const announcement = this.announcements.find((candidate) => candidate.id === announcementId);
    if (!announcement) return null;
    let created = 0;
    for (const rsvpId of announcement.recipientIds.slice(offset, offset + size)) {
      const rsvp = this.rsvps.find((candidate) => candidate.id === rsvpId);
      if (!rsvp || this.deliveries.some((d) => d.announcementId === announcementId && d.rsvpId === rsvpId))
        continue;
      const wantsEmail = rsvp.userId !== null && rsvp.email !== null && rsvp.wantsEmail;
      const id = `delivery-${this.deliveries.length + 1}`;
      this.deliveries.push({
        id,
        announcementId,
        rsvpId,
        userId: rsvp.userId,
        emailStatus: wantsEmail ? 'queued' : 'none',
        emailError: null,
        readAt: null,
      });
      if (wantsEmail) this.emailJobs.add(id);
      created += 1;
    }
    return { recipientCount: announcement.recipientIds.length, created };
  }

  async markFannedOut(announcementId: string): Promise<void> {
    this.fannedOut.add(announcementId);
  }

  async findForEmail(deliveryId: string): Promise<DeliveryForEmail | null> {
    const delivery = this.deliveries.find((candidate) => candidate.id === deliveryId);
    if (!delivery) return null;
    const announcement = this.announcements.find((candidate) => candidate.id === delivery.announcementId)!;
    const rsvp = this.rsvps.find((candidate) => candidate.id === delivery.rsvpId)!;
    const event = this.events.find((candidate) => candidate.id === announcement.eventId)!;
    return {
      deliveryId,
      announcementId: delivery.announcementId,
      rsvpId: delivery.rsvpId,
      emailStatus: delivery.emailStatus,
      to: rsvp.email!,
      attendeeFirstName: 'Guest',
      hostName: 'The Host',
      eventTitle: event.title,
      message: announcement.message,
    };
  }

  async markEmailSent(deliveryId: string): Promise<void> {
    this.delivery(deliveryId).emailStatus = 'sent';
  }

  async markEmailFailed(deliveryId: string, reason: string): Promise<void> {
    Object.assign(this.delivery(deliveryId), { emailStatus: 'failed', emailError: reason });
  }

  async markRead(userId: string, notificationId: string, at: Date): Promise<boolean> {
    const delivery = this.deliveries.find((d) => d.id === notificationId && d.userId === userId);
    if (!delivery) return false;
    delivery.readAt ??= at;
    return true;
  }

  async markAllRead(userId: string, at: Date): Promise<void> {
    for (const delivery of this.deliveries) if (delivery.userId === userId) delivery.readAt ??= at;
  }

  async unreadCount(userId: string): Promise<number> {
    return this.deliveries.filter((d) => d.userId === userId && d.readAt === null).length;
  }

  private delivery(id: string): InMemoryDelivery {
    return this.deliveries.find((candidate) => candidate.id === id)!;
  }
}
