import { UnderscoreNamingStrategy } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { EventListStatusFilter, RsvpResponse, ViewerRsvp } from '@nightlife/domain';
import { SqlClient } from '../../../platform/database/sql-client';
import { currentSql, listedSql } from '../../rsvps';
import { canSeeLocationSql, canViewEventSql, isPublicEventSql, type SqlPredicate } from './event-policy.sql';
import { type EventRecord, EventSchema } from './event.schema';

/** A column as a raw query reads it: null when empty, and a timestamp may arrive as text. */
type RawColumn<T> = T extends Date ? Date | string : Exclude<T, undefined>;

/** Every column of the event, named after its schema property (EventSchema). */
export type EventColumns = { [K in keyof EventRecord]-?: RawColumn<EventRecord[K]> };

/** The host's columns of an event row. */
export interface HostColumns {
  hostUsername: string;
  hostFirstName: string;
  hostLastName: string;
  hostAvatar: string | null;
  hostEmail: string;
}

/** One row of the event read queries: the event's columns, its host and its RSVP counts. */
export type EventViewRow = EventColumns & HostColumns & RsvpCountsColumns;

export interface ViewerRsvpRow {
  id: string;
  /** Canonical spelling, guaranteed by the table's check constraint. */
  response: RsvpResponse;
  emoji: string | null;
  message: string | null;
  plus_ones: number;
  guest_name: string;
  guest_email: string | null;
  status: string;
  hidden: boolean;
  created_at: Date | string;
  reconfirmed_at: Date | string | null;
}

export interface EventWithViewerRsvp {
  event: EventViewRow;
  viewerRsvp: ViewerRsvpRow | null;
}

export interface RsvpStatsRow {
  total_rsvps: number;
  total_going: number;
  total_maybe: number;
  total_plus_ones: number;
  attending_count: number;
}

// The RSVP `mine` of the query as a JSON object (ViewerRsvpRow).
const VIEWER_RSVP_JSON = `json_build_object(
  'id', mine.id, 'response', mine.response, 'emoji', mine.emoji, 'message', mine.message,
  'plus_ones', mine.plus_ones, 'guest_name', mine.guest_name, 'guest_email', mine.guest_email,
  'status', mine.status, 'hidden', mine.hidden, 'created_at', mine.created_at,
  'reconfirmed_at', mine.reconfirmed_at)`;

export interface EventCounts {
  all: number;
  upcoming: number;
  past: number;
}

export interface EventPageRows {
  rows: EventViewRow[];
  /** Published events matching the search, by status (the page's total is one of them). */
  counts: EventCounts;
}

const naming = new UnderscoreNamingStrategy();
// Every column of the schema, so a column added there is read by every event query.
const EVENT_COLUMNS = Object.keys(EventSchema.meta.properties)
  .map((property) => `e."${naming.propertyToColumnName(property)}" as "${property}"`)
  .join(', ');

const HOST_COLUMNS = `u.username as "hostUsername", u.first_name as "hostFirstName",
  u.last_name as "hostLastName", u.avatar as "hostAvatar", u.email as "hostEmail"`;

export interface RsvpCountsColumns {
  going: number;
  maybe: number;
  cant_go: number;
  rsvp_total: number;
  headcount: number;
  parties_waiting: number;
  /** The viewer's own RSVP's response and status (null for a visitor, or without one). */
  viewer_rsvp_state: ViewerRsvp | null;
}

const RSVP_COUNTS_COLUMNS =
  'rc.going, rc.maybe, rc.cant_go, rc.rsvp_total, rc.headcount, rc.parties_waiting, rc.viewer_rsvp_state';

// RSVP counts aggregated per event in SQL, the headcount from the event's places counter, and the
// viewer's own RSVP (its one parameter, null when signed out): the domain's policy decides from
// it what the viewer sees (a declined one reveals nothing, ADR 0015).
const RSVP_COUNTS_JOIN = `
  left join lateral (
    select
      count(*) filter (where r.response = 'going')::int as going,
      count(*) filter (where r.response = 'maybe')::int as maybe,
      count(*) filter (where r.response = 'cant_go')::int as cant_go,
      count(*)::int as rsvp_total,
      coalesce((select p.places_taken from event_places p where p.event_id = e.id), 0) as headcount,
      coalesce((select p.parties_waiting from event_places p where p.event_id = e.id), 0) as parties_waiting,
      (array_agg(json_build_object('response', r.response, 'status', r.status))
        filter (where r.user_id = ?::uuid))[1] as viewer_rsvp_state
    from rsvps r
    where r.event_id = e.id and ${listedSql('r')}
  ) rc on true`;

const SELECT_COLUMNS = `${EVENT_COLUMNS},\n  ${HOST_COLUMNS},\n  ${RSVP_COUNTS_COLUMNS}`;

// An event is past once its local calendar date (in its own zone) is before today's there. A
// zone's offset never jumps by more than a day (Samoa skipped exactly one, 30 December 2011),
// so local dates compare like the instants more than 48 h from now: only events in that window
// need the zone arithmetic, and the split stays a range of `events_public_starts_at_idx`.
// Each of the three expressions takes `now` as its one parameter.
/**
 * One event as findBySlug and findById read it. Built once: SqlClient finds a statement's prepared
 * name by its text, and a text built anew on every call is hashed anew (2 % of the event page's
 * CPU in a profile).
 */
const findOneSql = (where: string) => `
  select ${SELECT_COLUMNS},
    (select ${VIEWER_RSVP_JSON} from rsvps mine
      where mine.event_id = e.id and mine.user_id = ? and ${currentSql('mine')}) as viewer_rsvp
  from events e
  join users u on u.id = e.host_id
  ${RSVP_COUNTS_JOIN}
  where ${where}`;
const FIND_BY_SLUG_SQL = findOneSql('e.slug = ?');
const FIND_BY_ID_SQL = findOneSql('e.id = ?');

const WINDOW_START = `(?::timestamptz - interval '48 hours')`;
const WINDOW_END = `(?::timestamptz + interval '48 hours')`;
const IS_PAST = `(case
  when e.starts_at < ${WINDOW_START} then true
  when e.starts_at >= ${WINDOW_END} then false
  else (e.starts_at at time zone e.time_zone)::date < (?::timestamptz at time zone e.time_zone)::date
end)`;

interface CountColumns {
  count_all: number;
  count_past: number;
}

/** `text` as a LIKE pattern matching it anywhere, its own '%', '_' and backslash taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Case-insensitive substring match on `search_text` (the searchable text lower-cased in a
 * generated column: title, description and music genres; see the event search migrations) and
 * on the location; both carry trigram indexes. A location matches only for callers who may see
 * it, or the search would reveal a hidden one.
 */
function searchFilter(q: string, viewerId: string | null, now: Date): SqlPredicate {
  const pattern = containsPattern(q);
  const seesLocation = canSeeLocationSql(viewerId, now);
  return {
    sql: `(e.search_text like lower(?) or (lower(e.location) like lower(?) and ${seesLocation.sql}))`,
    params: [pattern, pattern, ...seesLocation.params],
  };
}

/**
 * Read side of events: raw parameterised SQL, one statement per page (counts included), so a
 * page costs one round trip whatever its size.
 */
@Injectable()
export class EventViewsQuery {
  constructor(private readonly sql: SqlClient) {}

  async listPublished(input: {
    page: number;
    limit: number;
    viewerId: string | null;
    now: Date;
    /** Trimmed search text; empty for no search. */
    q: string;
    status: EventListStatusFilter;
  }): Promise<EventPageRows> {
    const { now, limit } = input;
    const offset = (input.page - 1) * limit;
    const listed = isPublicEventSql();
    const search = input.q === '' ? null : searchFilter(input.q, input.viewerId, now);
    // Each status is one ordered range of the starts_at index, read only as far as the page
    // needs (the last `limit + offset` rows at most), instead of sorting every match.
    const branches = {
      upcoming: {
        sql: `(select id, starts_at, false as is_past from matched
          where starts_at >= ${WINDOW_START} and not is_past
          order by starts_at, id limit ?)`,
        params: [now, limit + offset],
      },
      past: {
        sql: `(select id, starts_at, true as is_past from matched
          where starts_at < ${WINDOW_END} and is_past
          order by starts_at desc, id limit ?)`,
        params: [now, limit + offset],
      },
    };
    const pageBranches =
      input.status === 'all' ? [branches.upcoming, branches.past] : [branches[input.status]];
    // One statement whatever the page: the counts come from a one-row CTE that the page is
    // left-joined to, so a page past the end still carries them. `matched` is inlined into each
    // use so that each keeps its own index range; outside the 48 h window the counts need only
    // starts_at.
    const rows = await this.sql.query<Partial<EventViewRow> & CountColumns>(
      `
      with matched as not materialized (
        select e.id, e.starts_at, ${IS_PAST} as is_past
        from events e
        where ${listed.sql} ${search ? `and ${search.sql}` : ''}
      ),
      counts as (
        select count(*)::int as count_all,
          (count(*) filter (where starts_at < ${WINDOW_START})
            + (select count(*) from matched
               where starts_at >= ${WINDOW_START} and starts_at < ${WINDOW_END} and is_past))::int as count_past
        from matched
      ),
      page as (
        select b.id, b.is_past from (${pageBranches.map((branch) => branch.sql).join(' union all ')}) b
        order by b.is_past, case when not b.is_past then b.starts_at end asc, b.starts_at desc, b.id
        limit ? offset ?
      )
      select counts.*, p.*
      from counts
      left join (
        select ${SELECT_COLUMNS}, page.is_past as page_is_past
        from page
        join events e on e.id = page.id
        join users u on u.id = e.host_id
        ${RSVP_COUNTS_JOIN}
      ) p on true
      order by p.page_is_past, case when not p.page_is_past then p."startsAt" end asc, p."startsAt" desc, p.id`,
      [
        ...[now, now, now], // IS_PAST
        ...listed.params,
        ...(search?.params ?? []),
        ...[now, now, now], // the counts' window bounds
        ...pageBranches.flatMap((branch) => branch.params),
        limit,
        offset,
        input.viewerId,
      ],
    );
    const [{ count_all, count_past }] = rows;
    return {
      rows: rows.filter((row): row is EventViewRow & CountColumns => row.id != null),
      counts: { all: count_all, upcoming: count_all - count_past, past: count_past },
    };
  }

  /** The event with this slug whatever its publication state; the caller decides visibility. */
  findBySlug(slug: string, viewerId: string | null): Promise<EventWithViewerRsvp | null> {
    return this.findOne(FIND_BY_SLUG_SQL, slug, viewerId);
  }

  /** The event with this id (a uuid) whatever its publication state; the caller decides visibility. */
  findById(id: string, viewerId: string | null): Promise<EventWithViewerRsvp | null> {
    return this.findOne(FIND_BY_ID_SQL, id, viewerId);
  }

  /** Every event the host hosts, drafts included, latest start first. */
  async listHosted(hostId: string): Promise<EventViewRow[]> {
    return this.sql.query<EventViewRow>(
      `
      select ${SELECT_COLUMNS}
      from events e
      join users u on u.id = e.host_id
      ${RSVP_COUNTS_JOIN}
      where e.host_id = ?
      order by e.starts_at desc, e.id`,
      [hostId, hostId],
    );
  }

  /**
   * The events the user has an RSVP to (any response) that they may still see, with that RSVP;
   * soonest first. A deleted event's RSVPs are gone with it, so it drops out of this list.
   */
  async listAttending(userId: string): Promise<{ event: EventViewRow; viewerRsvp: ViewerRsvpRow }[]> {
    const views = canViewEventSql(userId);
    const rows = await this.sql.query<EventViewRow & { viewer_rsvp: ViewerRsvpRow }>(
      `
      select ${SELECT_COLUMNS}, ${VIEWER_RSVP_JSON} as viewer_rsvp
      from rsvps mine
      join events e on e.id = mine.event_id
      join users u on u.id = e.host_id
      ${RSVP_COUNTS_JOIN}
      where mine.user_id = ? and ${listedSql('mine')} and ${views.sql}
      order by e.starts_at, e.id`,
      [userId, userId, ...views.params],
    );
    return rows.map(({ viewer_rsvp, ...event }) => ({ event, viewerRsvp: viewer_rsvp }));
  }

  /** RSVP totals over the host's events, and how many events the user is going to. */
  async rsvpStats(userId: string): Promise<RsvpStatsRow> {
    const views = canViewEventSql(userId);
    const [row] = await this.sql.query<RsvpStatsRow>(
      `
      select
        count(r.id)::int as total_rsvps,
        count(r.id) filter (where r.response = 'going')::int as total_going,
        count(r.id) filter (where r.response = 'maybe')::int as total_maybe,
        coalesce(sum(r.plus_ones), 0)::int as total_plus_ones,
        (select count(*) from rsvps mine join events e on e.id = mine.event_id
          where mine.user_id = ? and mine.response = 'going' and ${listedSql('mine')}
            and ${views.sql})::int as attending_count
      from events h
      join rsvps r on r.event_id = h.id and ${listedSql('r')}
      where h.host_id = ?`,
      [userId, ...views.params, userId],
    );
    return row;
  }

  private async findOne(
    sql: string,
    value: string,
    viewerId: string | null,
  ): Promise<EventWithViewerRsvp | null> {
    const rows = await this.sql.query<EventViewRow & { viewer_rsvp: ViewerRsvpRow | null }>(sql, [
      viewerId,
      viewerId,
      value,
    ]);
    if (rows.length === 0) return null;
    const { viewer_rsvp, ...event } = rows[0];
    return { event, viewerRsvp: viewer_rsvp };
  }
}
