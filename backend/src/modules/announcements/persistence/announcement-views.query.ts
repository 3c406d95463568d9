import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type EmailStatus, type RsvpNoticeKind, type RsvpResponse, rsvpNoticeText } from '@nightlife/domain';
import { noticeOfferFacts, noticeStartFacts, RSVP_NOTICES_INBOX_SQL } from '../../rsvps';
import { SqlAnnouncementDeliveries } from './sql-announcement-deliveries';

export interface AnnouncementSummaryView {
  id: string;
  message: string;
  createdAt: string;
  recipientCount: number;
  counts: { queued: number; delivered: number; emailed: number; failed: number; read: number };
}

export interface RecipientDeliveryView {
  rsvpId: string;
  name: string;
  username: string | null;
  response: RsvpResponse;
  /** queued: not fanned out yet; delivered: in the attendee's inbox; none: a guest RSVP without an account. */
  inApp: 'queued' | 'delivered' | 'none';
  email: EmailStatus;
  emailError: string | null;
  deliveredAt: string | null;
  readAt: string | null;
}

export interface NotificationView {
  id: string;
  /** An announcement from the host, or a notice about the user's own RSVP. */
  kind: 'announcement' | RsvpNoticeKind;
  eventId: string;
  eventTitle: string;
  eventSlug: string;
  hostName: string;
  message: string;
  sentAt: string;
  readAt: string | null;
}

const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

/** Read side: the host's delivery reports and the attendee's inbox, in one statement each. */
@Injectable()
export class AnnouncementViewsQuery {
  constructor(
    private readonly em: EntityManager,
    private readonly deliveries: SqlAnnouncementDeliveries,
  ) {}

  /** The event's announcements, newest first, with their delivery counts. */
  async forEvent(eventId: string): Promise<AnnouncementSummaryView[]> {
    const rows = await this.em.execute<
      {
        id: string;
        message: string;
        created_at: Date;
        recipient_count: number;
        fanned_out: boolean;
        deliveries: number;
        in_app: number;
        email_queued: number;
        emailed: number;
        failed: number;
        read: number;
      }[]
    >(
      `select a.id, a.message, a.created_at, a.recipient_count, a.fanned_out_at is not null as fanned_out,
              count(d.id)::int as deliveries,
              count(d.user_id)::int as in_app,
              (count(*) filter (where d.email_status = 'queued'))::int as email_queued,
              (count(*) filter (where d.email_status = 'sent'))::int as emailed,
              (count(*) filter (where d.email_status = 'failed'))::int as failed,
              count(d.read_at)::int as read
       from announcements a
       left join announcement_deliveries d on d.announcement_id = a.id
       where a.event_id = ?
       group by a.id
       order by a.created_at desc, a.id desc`,
      [eventId],
    );
    return rows.map((row) => ({
      id: row.id,
      message: row.message,
      createdAt: iso(row.created_at)!,
      recipientCount: row.recipient_count,
      counts: {
        // Recipients still waiting for their inbox entry, and emails still to send.
        queued: (row.fanned_out ? 0 : row.recipient_count - row.deliveries) + row.email_queued,
        delivered: row.in_app,
        emailed: row.emailed,
        failed: row.failed,
        read: row.read,
      },
    }));
  }

  /** Each recipient of one announcement of the event (null: no such announcement there). */
  async recipients(eventId: string, announcementId: string): Promise<RecipientDeliveryView[] | null> {
    const rows = await this.em.execute<
      {
        found: boolean;
        rsvp_id: string | null;
        guest_name: string | null;
        username: string | null;
        first_name: string | null;
        last_name: string | null;
        user_id: string | null;
        response: RsvpResponse | null;
        delivery_id: string | null;
        email_status: EmailStatus | null;
        email_error: string | null;
        created_at: Date | null;
        read_at: Date | null;
      }[]
    >(
      `select true as found, r.id as rsvp_id, r.guest_name, u.username, u.first_name, u.last_name,
              r.user_id, r.response, d.id as delivery_id, d.email_status, d.email_error, d.created_at, d.read_at
       from announcements a
       left join lateral unnest(a.recipient_ids) with ordinality as rid(id, position) on true
       left join rsvps r on r.id = rid.id
       left join users u on u.id = r.user_id
       left join announcement_deliveries d on d.announcement_id = a.id and d.rsvp_id = rid.id
       where a.id = ? and a.event_id = ?
       order by rid.position`,
      [announcementId, eventId],
    );
    if (rows.length === 0) return null;
    // RSVPs deleted since (their user or they were removed) are no longer listed.
    return rows
      .filter((row) => row.rsvp_id !== null)
      .map((row) => ({
        rsvpId: row.rsvp_id!,
        name: row.first_name !== null ? `${row.first_name} ${row.last_name}`.trim() : row.guest_name!,
        username: row.username,
        response: row.response!,
        inApp: row.delivery_id === null ? 'queued' : row.user_id === null ? 'none' : 'delivered',
        email: row.email_status ?? 'none',
        emailError: row.email_error,
        deliveredAt: row.user_id === null ? null : iso(row.created_at),
        readAt: iso(row.read_at),
      }));
  }

  /** The user's inbox, newest first: the announcements delivered to them and their RSVPs' notices. */
  async inbox(
    userId: string,
    limit: number,
  ): Promise<{ notifications: NotificationView[]; unreadCount: number }> {
    const rows = await this.em.execute<
      {
        id: string;
        event_id: string;
        title: string;
        slug: string;
        host_name: string;
        kind: 'announcement' | RsvpNoticeKind;
        message: string | null;
        created_at: Date;
        read_at: Date | null;
        starts_at: Date | null;
        time_zone: string;
        hours_before: number | null;
        offer_places: number | null;
        offer_expires_at: Date | null;
      }[]
    >(
      `select * from (
         select d.id, e.id as event_id, e.title, e.slug, trim(h.first_name || ' ' || h.last_name) as host_name,
                'announcement' as kind, a.message, d.created_at, d.read_at,
                null::timestamptz as starts_at, e.time_zone, null::int as hours_before,
                null::int as offer_places, null::timestamptz as offer_expires_at
         from announcement_deliveries d
         join announcements a on a.id = d.announcement_id
         join events e on e.id = a.event_id
         join users h on h.id = e.host_id
         where d.user_id = ?
         union all
         ${RSVP_NOTICES_INBOX_SQL}
       ) inbox
       order by created_at desc, id desc
       limit ?`,
      [userId, userId, limit],
    );
    return {
      notifications: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        eventId: row.event_id,
        eventTitle: row.title,
        eventSlug: row.slug,
        hostName: row.host_name,
        message:
          row.kind === 'announcement'
            ? row.message!
            : rsvpNoticeText(row.kind, {
                title: row.title,
                hostName: row.host_name,
                reminder: noticeStartFacts(row),
                offer: noticeOfferFacts(row),
              }),
        sentAt: iso(row.created_at)!,
        readAt: iso(row.read_at),
      })),
      unreadCount: await this.deliveries.unreadCount(userId),
    };
  }
}
