import { holdsPlaceSql, standsSql } from '../../rsvps';

/**
 * The domain's event policy (domain/src/events/event-policy.ts) as SQL predicates over an
 * `events e` row, for read queries that filter in the database. Each returns its text with
 * `?` placeholders and their values in order. test/event-policy-sql.int-spec.ts pins every
 * predicate to its domain function over all viewer roles and event states.
 */
export interface SqlPredicate {
  sql: string;
  params: unknown[];
}

/** isPublicEvent: published and not flagged draft. */
export function isPublicEventSql(): SqlPredicate {
  return { sql: '(e.is_published and not e.is_draft)', params: [] };
}

/** canManageEvent: the viewer (null when signed out) is the host. */
export function canManageEventSql(viewerId: string | null): SqlPredicate {
  // `is not distinct from` keeps the answer false (not null) for a signed-out viewer.
  return { sql: '(e.host_id is not distinct from ?::uuid)', params: [viewerId] };
}

/** canViewEvent: public, or managed by the viewer. */
export function canViewEventSql(viewerId: string | null): SqlPredicate {
  const isPublic = isPublicEventSql();
  const manages = canManageEventSql(viewerId);
  return { sql: `(${isPublic.sql} or ${manages.sql})`, params: [...isPublic.params, ...manages.params] };
}

/**
 * canSeeLocation at `now`: a viewable event whose location is public, or the host's, or one the
 * viewer's RSVP reveals by the event's mode (on-rsvp: it stands; before-start: it holds a place and
 * the reveal time has come; at-check-in: checked in).
 */
export function canSeeLocationSql(viewerId: string | null, now: Date): SqlPredicate {
  const views = canViewEventSql(viewerId);
  const manages = canManageEventSql(viewerId);
  const mode = `(e.location_reveal ->> 'mode')`;
  return {
    sql: `(${views.sql} and (${mode} = 'public' or ${manages.sql}
      or exists (select 1 from rsvps r where r.event_id = e.id and r.user_id = ?::uuid and (
        (${mode} = 'on-rsvp' and ${standsSql('r')})
        or (${mode} = 'before-start' and ${holdsPlaceSql('r')}
          and ?::timestamptz >= e.starts_at - make_interval(hours => (e.location_reveal ->> 'hoursBefore')::int))
        or (${mode} = 'at-check-in' and r.status = 'checked_in')))))`,
    params: [...views.params, ...manages.params, viewerId, now],
  };
}
