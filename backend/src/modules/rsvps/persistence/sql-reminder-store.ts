import { Injectable } from '@nestjs/common';
import {
  type DueNoticeKind,
  emailRsvpNoticesJob,
  NOTICE_EMAIL_BATCH,
  type LocationReveal,
  type ReminderCandidate,
  type ReminderSlot,
  type ReminderStore,
} from '@nightlife/domain';
import { SqlClient } from '../../../platform/database/sql-client';
import { toDate } from '../../../platform/database/sql-values';
import { holdsPlaceSql, standsSql } from './places.sql';

/**
 * receivesReminder (domain/src/rsvps/reminders.ts) over the RSVP row `r`, the reminder's due time
 * being the statement's parameter; backend/test/reminders.int-spec pins it to the domain function.
 */
export const RECEIVES_REMINDER_SQL = `${holdsPlaceSql('r')} and ${standsSql('r')} and r.created_at <= ?::timestamptz`;

/**
 * One due notice in ONE statement: the due_notices_sent row (only if this start is still the
 * event's and the notice is not recorded yet), for each guest it is for a notice of its kind, and
 * their email jobs, one per NOTICE_EMAIL_BATCH notices. A second sweep of the same notice, or one killed
 * half-way, writes nothing twice: the statement applies whole or not at all. The start is compared
 * to the millisecond: a JavaScript date has no microseconds, a timestamptz may.
 */
const SEND_SQL = `
  with sent as (
    insert into due_notices_sent (event_id, kind, starts_at, hours_before, sent_at)
    select e.id, ?, e.starts_at, ?, ?::timestamptz from events e
    where e.id = ?::uuid and date_trunc('milliseconds', e.starts_at) = ?::timestamptz
    on conflict do nothing
    returning event_id, kind, starts_at, hours_before
  ),
  notices as (
    insert into rsvp_notices (id, rsvp_id, user_id, event_id, kind, email_status, created_at, starts_at, hours_before)
    select gen_random_uuid(), r.id, r.user_id, r.event_id, sent.kind, 'queued', ?::timestamptz,
           sent.starts_at, sent.hours_before
    from sent join rsvps r on r.event_id = sent.event_id
    where r.user_id is not null and ${RECEIVES_REMINDER_SQL}
    returning id
  ),
  batches as (
    select jsonb_agg(id) as ids from (select id, (row_number() over (order by id) - 1) / ? as batch from notices) b
    group by batch
  ),
  mailed as (
    insert into job_outbox (id, job_name, payload, created_at, sent_at)
    select gen_random_uuid(), ?, jsonb_build_object('noticeIds', ids), ?::timestamptz, null from batches
  )
  select count(*)::int as notices from notices`;

/** The domain's ReminderStore on PostgreSQL (the rsvps module owns due_notices_sent and rsvp_notices). */
@Injectable()
export class SqlReminderStore implements ReminderStore {
  constructor(private readonly sql: SqlClient) {}

  async upcoming(now: Date, horizonHours: number): Promise<ReminderCandidate[]> {
    const rows = await this.sql.query<{
      id: string;
      starts_at: Date;
      reminder_hours: number[];
      location_reveal: LocationReveal;
      reconfirm: boolean;
      reconfirm_ask_hours: number;
      reconfirm_deadline_hours: number;
      sent: { kind: DueNoticeKind; hoursBefore: number }[];
    }>(
      `select e.id, e.starts_at, e.reminder_hours, e.location_reveal, e.reconfirm, e.reconfirm_ask_hours,
              e.reconfirm_deadline_hours,
              coalesce((select json_agg(json_build_object('kind', s.kind, 'hoursBefore', s.hours_before))
                        from due_notices_sent s
                        where s.event_id = e.id and s.starts_at = e.starts_at), '[]') as sent
       from events e
       where e.is_published and not e.is_draft
         and e.starts_at > ?::timestamptz and e.starts_at <= ?::timestamptz`,
      [now, new Date(now.getTime() + horizonHours * 3_600_000)],
    );
    return rows.map((row) => ({
      eventId: row.id,
      startsAt: toDate(row.starts_at),
      reminderHours: row.reminder_hours,
      locationReveal: row.location_reveal,
      reconfirm: row.reconfirm,
      reconfirmAskHours: row.reconfirm_ask_hours,
      reconfirmDeadlineHours: row.reconfirm_deadline_hours,
      sent: row.sent,
    }));
  }

  async send(slot: ReminderSlot, now: Date): Promise<number> {
    const [row] = await this.sql.query<{ notices: number }>(SEND_SQL, [
      slot.kind,
      slot.hoursBefore,
      now,
      slot.eventId,
      slot.startsAt,
      now,
      slot.dueAt,
      NOTICE_EMAIL_BATCH,
      emailRsvpNoticesJob.name,
      now,
    ]);
    return row.notices;
  }
}
