import { Injectable } from '@nestjs/common';
import { type WaitlistSweepSource } from '@nightlife/domain';
import { SqlClient } from '../../../platform/database/sql-client';
import { placesLeftSql, releasedAtDeadlineSql } from './places.sql';

/** A party on an event's waitlist, or one holding an offer, as the guest and the host read it. */
export interface WaitlistPartyRow {
  rsvp_id: string;
  user_id: string | null;
  guest_name: string;
  plus_ones: number;
  status: 'waitlisted' | 'offered';
  joined_at: Date | string;
  /** Its turn among the parties still waiting (null once offered). */
  position: number | null;
  offer_id: string | null;
  offer_places: number | null;
  offer_expires_at: Date | string | null;
  /** The event's zone, which an offer's deadline is told in. */
  time_zone: string;
}

// The parties of one event (its id is the parameter), in queue order; the position counts the
// waiting parties ahead (queue order: created_at, then id, as waitlist.queueOrder).
const PARTIES_SQL = `
  select r.id as rsvp_id, r.user_id, r.guest_name, r.plus_ones, r.status, r.created_at as joined_at,
    case when r.status = 'waitlisted' then (
      select count(*)::int + 1 from rsvps q
      where q.event_id = r.event_id and q.status = 'waitlisted' and (q.created_at, q.id) < (r.created_at, r.id)
    ) end as position,
    o.id as offer_id, o.places as offer_places, o.expires_at as offer_expires_at, e.time_zone
  from rsvps r
  join events e on e.id = r.event_id
  left join waitlist_offers o on o.rsvp_id = r.id and o.outcome is null
  where r.event_id = ?::uuid and r.status in ('waitlisted', 'offered')`;

/**
 * The waitlist's reads (the places save writes it): a guest's place in it, the host's list, and
 * the sweep's work.
 */
@Injectable()
export class WaitlistQuery implements WaitlistSweepSource {
  constructor(private readonly sql: SqlClient) {}

  async partyOf(eventId: string, userId: string): Promise<WaitlistPartyRow | null> {
    const [row] = await this.sql.query<WaitlistPartyRow>(`${PARTIES_SQL} and r.user_id = ?::uuid`, [
      eventId,
      userId,
    ]);
    return row ?? null;
  }

  /** Offered parties first (they hold places), then the queue. */
  async parties(eventId: string): Promise<WaitlistPartyRow[]> {
    return this.sql.query<WaitlistPartyRow>(
      `${PARTIES_SQL} order by r.status = 'waitlisted', r.created_at, r.id`,
      [eventId],
    );
  }

  /**
   * Events with open offers past their deadline, or with free places for waiting parties
   * (capacity.offersToWaiting: no approval).
   */
  async due(
    now: Date,
  ): Promise<{ eventId: string; lapsedOfferIds: string[]; releaseUnreconfirmed: boolean }[]> {
    // Three kinds of work, one row per event: lapsed offers, free places while parties wait, and a
    // reconfirmation deadline passed with guests the domain's releasedAtDeadline would release
    // (pinned by rsvp-lifecycle-sql; the domain decides again under the event's places).
    const rows = await this.sql.query<{ event_id: string; lapsed: string[]; release: boolean }>(
      `select event_id, array_agg(lapsed) filter (where lapsed is not null) as lapsed, bool_or(release) as release
       from (
         select o.event_id, o.id as lapsed, false as release from waitlist_offers o
         where o.outcome is null and o.expires_at <= ?::timestamptz
         union all
         select p.event_id, null, false from event_places p join events e on e.id = p.event_id
           cross join lateral (select ${placesLeftSql('e', 'p')} as places_left) free
         where p.parties_waiting > 0 and not e.require_approval
           and (free.places_left is null or free.places_left > 0)
         union all
         select e.id, null, true from events e
         where e.reconfirm and e.starts_at > ?::timestamptz
           and e.starts_at - make_interval(hours => e.reconfirm_deadline_hours) <= ?::timestamptz
           and exists (select 1 from rsvps r where r.event_id = e.id
             and ${releasedAtDeadlineSql('r', 'e.starts_at - make_interval(hours => e.reconfirm_ask_hours)')})
       ) work group by event_id`,
      [now, now, now],
    );
    return rows.map((row) => ({
      eventId: row.event_id,
      lapsedOfferIds: row.lapsed ?? [],
      releaseUnreconfirmed: row.release,
    }));
  }
}
