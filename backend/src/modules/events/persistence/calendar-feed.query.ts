import { Injectable } from '@nestjs/common';
import type { EventAccessFacts, ViewerRsvp } from '@nightlife/domain';
import { SqlClient } from '../../../platform/database/sql-client';
import { EVENT_ACCESS_FACTS_SQL } from '../../event-access';
import { holdsPlaceSql } from '../../rsvps';

/** An event of a feed, with its access facts under the policy's names (as JSON: times as text). */
export interface FeedEventRow extends Omit<EventAccessFacts, 'startsAt'> {
  id: string;
  slug: string;
  title: string;
  tagline: string | null;
  startsAt: string;
  endsAt: string | null;
  timeZone: string;
  location: string | null;
  /** The feed owner's RSVP, null for an event they host without one. */
  viewerRsvp: ViewerRsvp | null;
}

/** The newest change of the feed `f` (as text: a bigint). */
const VERSION_SQL = `(select max(c.id)::text from calendar_feed_changes c where c.user_id = f.user_id)`;

/** A feed's user and the newest change to it (null when none is kept). */
export interface FeedStamp {
  userId: string;
  version: string | null;
}

/** The calendar_feeds tables (owned here) and the queries a feed answers with. */
@Injectable()
export class CalendarFeedQuery {
  constructor(private readonly sql: SqlClient) {}

  async tokenOf(userId: string): Promise<string | null> {
    const [row] = await this.sql.query<{ token: string }>(
      'select token from calendar_feeds where user_id = ?::uuid',
      [userId],
    );
    return row?.token ?? null;
  }

  /** Sets the user's token, replacing the old one (which then finds nothing). */
  async replaceToken(userId: string, token: string, at: Date): Promise<void> {
    await this.sql.query(
      `insert into calendar_feeds (user_id, token, created_at) values (?::uuid, ?, ?)
       on conflict (user_id) do update set token = excluded.token, created_at = excluded.created_at`,
      [userId, token, at],
    );
  }

  /**
   * The token's user and the newest change to their feed (`version`, null when none is kept), or
   * null for an unknown token: one indexed lookup, to find whether a rendered feed still holds.
   * Triggers add the changes (calendar_feed_changes, ADR 0041).
   */
  async stamp(token: string): Promise<FeedStamp | null> {
    const [row] = await this.sql.query<{ user_id: string; version: string | null }>(
      `select f.user_id, ${VERSION_SQL} as version from calendar_feeds f where f.token = ?`,
      [token],
    );
    return row ? { userId: row.user_id, version: row.version } : null;
  }

  /**
   * The feed of the token's user in one statement (its events as one JSON text of FeedEventRow,
   * and the version they are at), or null for an unknown token: the events they
   * hold a place at and the published events they host, that have not ended (an event without an
   * end lasts DEFAULT_EVENT_HOURS, as in its calendar entry), soonest first.
   */
  async feed(
    token: string,
    now: Date,
    defaultHours: number,
  ): Promise<(FeedStamp & { eventsJson: string }) | null> {
    const [row] = await this.sql.query<{ user_id: string; version: string | null; events: string }>(
      `select f.user_id, ${VERSION_SQL} as version,
         (select coalesce(json_agg(x order by x."startsAt", x.id), '[]')::text from (
            select e.id, e.slug, e.title, e.tagline, e.ends_at as "endsAt", e.time_zone as "timeZone",
                   e.location, ${EVENT_ACCESS_FACTS_SQL},
                   case when r.id is null then null
                        else json_build_object('response', r.response, 'status', r.status) end as "viewerRsvp"
            from events e
            left join rsvps r on r.event_id = e.id and r.user_id = f.user_id
            where coalesce(e.ends_at, e.starts_at + make_interval(hours => ?::int)) > ?::timestamptz
              and (${holdsPlaceSql('r')} or (e.host_id = f.user_id and e.is_published and not e.is_draft))
         ) x) as events
       from calendar_feeds f where f.token = ?`,
      [defaultHours, now, token],
    );
    // As text: the service fingerprints it before parsing (an unchanged feed is not rendered again).
    return row ? { userId: row.user_id, version: row.version, eventsJson: row.events } : null;
  }

  /** Forgets the changes before `version`: a feed only compares with its newest. */
  async forgetChangesBefore(userId: string, version: string): Promise<void> {
    await this.sql.query('delete from calendar_feed_changes where user_id = ?::uuid and id < ?::bigint', [
      userId,
      version,
    ]);
  }
}
