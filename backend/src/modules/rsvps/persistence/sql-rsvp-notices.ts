import { Inject, Injectable } from '@nestjs/common';
import {
  canSeeLocation,
  type NoticeEmailStatus,
  type RsvpNoticeForEmail,
  type RsvpNoticeKind,
  type RsvpNoticeMailbox,
  type Clock,
  type EventAccessFacts,
  type OfferFacts,
  type ReminderFacts,
  type RsvpResponse,
  type RsvpStatus,
} from '@nightlife/domain';
import { AppConfig } from '../../../platform/config/app-config';
import { SqlClient } from '../../../platform/database/sql-client';
import { EVENT_ACCESS_FACTS_SQL } from '../../event-access';
import { CLOCK } from '../../../platform/kernel/kernel.tokens';
import { toDate, uuidArray } from '../../../platform/database/sql-values';

/**
 * The rsvp_notices table apart from its writes (the places save inserts notices with the changes
 * they tell of): their emails, and the inbox's reads and read marks (the announcements module's
 * inbox shows them beside announcements).
 */
@Injectable()
export class SqlRsvpNotices implements RsvpNoticeMailbox {
  constructor(
    private readonly sql: SqlClient,
    private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async findForEmail(noticeIds: readonly string[]): Promise<RsvpNoticeForEmail[]> {
    const rows = await this.sql.query<
      Omit<EventAccessFacts, 'startsAt'> & {
        startsAt: Date | string;
        id: string;
        kind: RsvpNoticeKind;
        user_id: string;
        email_status: NoticeEmailStatus;
        wants_email: boolean;
        email: string;
        first_name: string | null;
        title: string;
        slug: string;
        host_name: string;
        starts_at: Date | null;
        hours_before: number | null;
        time_zone: string;
        location: string | null;
        door_instructions: string | null;
        response: RsvpResponse;
        status: RsvpStatus;
        offer_places: number | null;
        offer_expires_at: Date | string | null;
      }
    >(
      `select n.id, n.kind, n.user_id, n.email_status, coalesce(s.email_notifications, true) as wants_email, u.email,
              u.first_name, e.title, e.slug, trim(h.first_name || ' ' || h.last_name) as host_name,
              n.starts_at, n.hours_before, e.time_zone, e.location, e.door_instructions, ${EVENT_ACCESS_FACTS_SQL},
              r.response, r.status, o.places as offer_places, o.expires_at as offer_expires_at
       from rsvp_notices n
       join users u on u.id = n.user_id
       left join user_settings s on s.user_id = n.user_id
       join events e on e.id = n.event_id
       join users h on h.id = e.host_id
       join rsvps r on r.id = n.rsvp_id
       left join waitlist_offers o on o.id = n.offer_id
       where n.id = any(?::uuid[])`,
      [uuidArray(noticeIds)],
    );
    const origin = this.config.appOrigins[0] ?? `http://localhost:${this.config.port}`;
    const now = this.clock.now();
    return rows.map((row) => {
      // The location as the event policy lets the guest see it now, with their RSVP as it is now;
      // the row carries the event's access facts under the policy's names.
      const facts = { ...row, startsAt: toDate(row.startsAt) };
      const viewer = { userId: row.user_id, rsvp: { response: row.response, status: row.status } };
      const start = noticeStartFacts(row);
      const seesLocation = canSeeLocation(facts, viewer, now);
      return {
        noticeId: row.id,
        kind: row.kind,
        emailStatus: row.email_status,
        wantsEmail: row.wants_email,
        to: row.email,
        firstName: row.first_name?.trim() || 'there',
        eventTitle: row.title,
        hostName: row.host_name,
        ticketUrl: `${origin}/event/${encodeURIComponent(row.slug)}/ticket`,
        eventUrl: `${origin}/event/${encodeURIComponent(row.slug)}`,
        offer: noticeOfferFacts(row),
        reminder: start && {
          ...start,
          location: seesLocation ? row.location : null,
          doorInstructions: seesLocation ? row.door_instructions : null,
        },
      };
    });
  }

  async markEmail(
    noticeId: string,
    status: 'sent' | 'failed' | 'none',
    at: Date,
    error?: string,
  ): Promise<void> {
    await this.sql.query(
      `update rsvp_notices set email_status = ?, emailed_at = case when ? = 'sent' then ?::timestamptz end,
         email_error = ?
       where id = ?::uuid and email_status = 'queued'`,
      [status, status, at, error ?? null, noticeId],
    );
  }

  /** Marks one of the user's notices read; false when they have no such notice. */
  async markRead(userId: string, noticeId: string, at: Date): Promise<boolean> {
    const rows = await this.sql.query<{ id: string }>(
      `update rsvp_notices set read_at = coalesce(read_at, ?) where id = ?::uuid and user_id = ?::uuid returning id`,
      [at, noticeId, userId],
    );
    return rows.length > 0;
  }

  async markAllRead(userId: string, at: Date): Promise<void> {
    await this.sql.query(`update rsvp_notices set read_at = ? where user_id = ?::uuid and read_at is null`, [
      at,
      userId,
    ]);
  }

  async unreadCount(userId: string): Promise<number> {
    const [row] = await this.sql.query<{ unread: number }>(
      `select count(*)::int as unread from rsvp_notices where user_id = ?::uuid and read_at is null`,
      [userId],
    );
    return row.unread;
  }
}

/**
 * The user's notices as inbox rows (its one parameter is the user's id), for the inbox's union
 * with announcements: id, event, host name, kind, no message (the domain words it), times, and a
 * reminder's start, zone and hours.
 */
/**
 * The start a reminder or reveal notice tells of, from its row (`starts_at`, `hours_before` of the
 * notice, `time_zone` of its event); null for the other kinds.
 */
export function noticeStartFacts(row: {
  starts_at: Date | string | null;
  hours_before: number | null;
  time_zone: string;
}): ReminderFacts | null {
  if (row.starts_at === null || row.hours_before === null) return null;
  return { startsAt: toDate(row.starts_at), timeZone: row.time_zone, hoursBefore: row.hours_before };
}

/** The offer a waitlist notice tells of, from its row (`offer_places`, `offer_expires_at`); else null. */
export function noticeOfferFacts(row: {
  offer_places: number | null;
  offer_expires_at: Date | string | null;
  time_zone: string;
}): OfferFacts | null {
  if (row.offer_places === null || row.offer_expires_at === null) return null;
  return { places: row.offer_places, expiresAt: toDate(row.offer_expires_at), timeZone: row.time_zone };
}

export const RSVP_NOTICES_INBOX_SQL = `
  select n.id, e.id as event_id, e.title, e.slug, trim(h.first_name || ' ' || h.last_name) as host_name,
         n.kind, null::text as message, n.created_at, n.read_at, n.starts_at, e.time_zone, n.hours_before,
         o.places as offer_places, o.expires_at as offer_expires_at
  from rsvp_notices n
  join events e on e.id = n.event_id
  join users h on h.id = e.host_id
  left join waitlist_offers o on o.id = n.offer_id
  where n.user_id = ?`;
