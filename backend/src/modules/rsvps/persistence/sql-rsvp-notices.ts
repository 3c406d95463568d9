import { Injectable } from '@nestjs/common';
import type {
  NoticeEmailStatus,
  RsvpNoticeForEmail,
  RsvpNoticeKind,
  RsvpNoticeMailbox,
} from '@nightlife/domain';
import { AppConfig } from '../../../platform/config/app-config';
import { SqlClient } from '../../../platform/database/sql-client';

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
  ) {}

  async findForEmail(noticeId: string): Promise<RsvpNoticeForEmail | null> {
    const [row] = await this.sql.query<{
      kind: RsvpNoticeKind;
      email_status: NoticeEmailStatus;
      wants_email: boolean;
      email: string;
      first_name: string | null;
      title: string;
      slug: string;
      host_name: string;
    }>(
      `select n.kind, n.email_status, coalesce(s.email_notifications, true) as wants_email, u.email,
              u.first_name, e.title, e.slug, trim(h.first_name || ' ' || h.last_name) as host_name
       from rsvp_notices n
       join users u on u.id = n.user_id
       left join user_settings s on s.user_id = n.user_id
       join events e on e.id = n.event_id
       join users h on h.id = e.host_id
       where n.id = ?::uuid`,
      [noticeId],
    );
    if (!row) return null;
    const origin = this.config.appOrigins[0] ?? `http://localhost:${this.config.port}`;
    return {
      noticeId,
      kind: row.kind,
      emailStatus: row.email_status,
      wantsEmail: row.wants_email,
      to: row.email,
      firstName: row.first_name?.trim() || 'there',
      eventTitle: row.title,
      hostName: row.host_name,
      ticketUrl: `${origin}/event/${encodeURIComponent(row.slug)}/ticket`,
    };
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
 * with announcements: id, event, host name, kind, no message (the domain words it), times.
 */
export const RSVP_NOTICES_INBOX_SQL = `
  select n.id, e.id as event_id, e.title, e.slug, trim(h.first_name || ' ' || h.last_name) as host_name,
         n.kind, null::text as message, n.created_at, n.read_at
  from rsvp_notices n
  join events e on e.id = n.event_id
  join users h on h.id = e.host_id
  where n.user_id = ?`;
