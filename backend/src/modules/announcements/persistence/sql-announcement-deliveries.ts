import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  type AnnouncementDeliveries,
  type DeliveryForEmail,
  emailAnnouncementJob,
  fanOutWebhookChangeJob,
  type EmailStatus,
  type NotificationInbox,
} from '@nightlife/domain';
import { listedSql, SqlRsvpNotices } from '../../rsvps';
import { hasActiveWebhookSql } from '../../webhooks';

/**
 * Deliveries in bulk SQL: a fan-out batch is one statement that inserts the batch's deliveries
 * (`on conflict do nothing` on the announcement and RSVP, so a repeated batch adds nothing) and,
 * for the new ones whose attendee wants email, their email jobs' outbox rows. An email job's id
 * (the outbox row's, which is the BullMQ job id) is derived from the announcement and the RSVP
 * (an md5 read as a uuid), so it is the same however often the batch runs.
 */
@Injectable()
export class SqlAnnouncementDeliveries implements AnnouncementDeliveries, NotificationInbox {
  constructor(
    private readonly em: EntityManager,
    // The inbox also holds the user's RSVP notices (the rsvps module's table).
    private readonly notices: SqlRsvpNotices,
  ) {}

  async fanOutBatch(announcementId: string, offset: number, size: number) {
    const [row] = await this.em.execute<{ recipient_count: number; created: number }[]>(
      `with a as (
         select id, event_id, recipient_count, recipient_ids[(?::int + 1):(?::int)] as slice
         from announcements where id = ?
       ), batch as (
         select r.id as rsvp_id, r.user_id,
                (r.user_id is not null and coalesce(s.email_notifications, true)) as wants_email
         from a cross join unnest(a.slice) as rid(id)
         join rsvps r on r.id = rid.id and r.event_id = a.event_id and ${listedSql('r')}
         left join user_settings s on s.user_id = r.user_id
       ), inserted as (
         insert into announcement_deliveries (id, announcement_id, rsvp_id, user_id, email_status, created_at)
         select gen_random_uuid(), ?, rsvp_id, user_id,
                case when wants_email then 'queued' else 'none' end, now()
         from batch
         on conflict (announcement_id, rsvp_id) do nothing
         returning id, rsvp_id, email_status
       ), mailed as (
         insert into job_outbox (id, job_name, payload, created_at, sent_at)
         select md5('announcements.email:' || ? || ':' || rsvp_id)::uuid, ?,
                jsonb_build_object('deliveryId', id), now(), null
         from inserted where email_status = 'queued'
         on conflict (id) do nothing
       )
       select a.recipient_count, (select count(*) from inserted)::int as created from a`,
      [offset, offset + size, announcementId, announcementId, announcementId, emailAnnouncementJob.name],
    );
    return row ? { recipientCount: row.recipient_count, created: row.created } : null;
  }

  /**
   * Marks the announcement delivered to every inbox, once; the host's webhooks hear of it
   * (`announcement.delivered`, ADR 0037) in the same statement, only the first time, with an id
   * derived from the announcement so a re-run writes nothing more.
   */
  async markFannedOut(announcementId: string, at: Date): Promise<void> {
    await this.em.execute(
      `with marked as (
         update announcements set fanned_out_at = ? where id = ? and fanned_out_at is null
         returning id, event_id, recipient_count, fanned_out_at
       )
       insert into job_outbox (id, job_name, payload, created_at, sent_at)
       select md5('webhooks.announcement:' || m.id)::uuid, ?,
         jsonb_build_object(
           'changeId', md5('webhooks.announcement:' || m.id)::uuid,
           'type', 'announcement.delivered',
           'eventId', m.event_id,
           'occurredAt', to_char(m.fanned_out_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
           'data', jsonb_build_object('announcementId', m.id, 'eventId', m.event_id,
             'recipients', m.recipient_count)),
         now(), null
       from marked m where ${hasActiveWebhookSql('m.event_id')}
       on conflict (id) do nothing`,
      [at, announcementId, fanOutWebhookChangeJob.name],
      'run',
    );
  }

  async findForEmail(deliveryId: string): Promise<DeliveryForEmail | null> {
    const [row] = await this.em.execute<
      {
        announcement_id: string;
        rsvp_id: string;
        email_status: EmailStatus;
        email: string;
        first_name: string;
        host_name: string;
        title: string;
        message: string;
      }[]
    >(
      `select d.announcement_id, d.rsvp_id, d.email_status, u.email, u.first_name,
              trim(h.first_name || ' ' || h.last_name) as host_name, e.title, a.message
       from announcement_deliveries d
       join announcements a on a.id = d.announcement_id
       join events e on e.id = a.event_id
       join users h on h.id = e.host_id
       join users u on u.id = d.user_id
       where d.id = ?`,
      [deliveryId],
    );
    if (!row) return null;
    return {
      deliveryId,
      announcementId: row.announcement_id,
      rsvpId: row.rsvp_id,
      emailStatus: row.email_status,
      to: row.email,
      attendeeFirstName: row.first_name,
      hostName: row.host_name,
      eventTitle: row.title,
      message: row.message,
    };
  }

  async markEmailSent(deliveryId: string, at: Date): Promise<void> {
    await this.em.execute(
      `update announcement_deliveries set email_status = 'sent', emailed_at = ?, email_error = null where id = ?`,
      [at, deliveryId],
      'run',
    );
  }

  async markEmailFailed(deliveryId: string, reason: string): Promise<void> {
    await this.em.execute(
      `update announcement_deliveries set email_status = 'failed', email_error = ?
       where id = ? and email_status = 'queued'`,
      [reason.slice(0, 500), deliveryId],
      'run',
    );
  }

  async markRead(userId: string, notificationId: string, at: Date): Promise<boolean> {
    const [row] = await this.em.execute<{ id: string }[]>(
      `update announcement_deliveries set read_at = coalesce(read_at, ?)
       where id = ? and user_id = ? returning id`,
      [at, notificationId, userId],
    );
    return row !== undefined || this.notices.markRead(userId, notificationId, at);
  }

  async markAllRead(userId: string, at: Date): Promise<void> {
    await this.em.execute(
      `update announcement_deliveries set read_at = ? where user_id = ? and read_at is null`,
      [at, userId],
      'run',
    );
    await this.notices.markAllRead(userId, at);
  }

  async unreadCount(userId: string): Promise<number> {
    const [row] = await this.em.execute<{ unread: number }[]>(
      `select count(*)::int as unread from announcement_deliveries where user_id = ? and read_at is null`,
      [userId],
    );
    return row.unread + (await this.notices.unreadCount(userId));
  }
}
