import { currentSql, holdsPlaceSql, standsSql } from '../../rsvps';

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

/** isPublishedEvent: published and not flagged draft. */
export function isPublishedEventSql(): SqlPredicate {
  return { sql: '(e.is_published and not e.is_draft)', params: [] };
}

/** isPublicEvent: published, not flagged draft, and not invite only (ADR 0038). */
export function isPublicEventSql(): SqlPredicate {
  return { sql: '(e.is_published and not e.is_draft and not e.is_private)', params: [] };
}

/**
 * isInvited: the viewer's RSVP is current, or they present the event's invite code. (The +1 link
 * of isInvited's `heldLink` is checked by the +1 use cases alone, never by a query.)
 */
export function isInvitedSql(viewerId: string | null, inviteCode: string | null): SqlPredicate {
  return {
    sql: `(exists (select 1 from rsvps r where r.event_id = e.id and r.user_id = ?::uuid and ${currentSql('r')})
      or (e.invite_code is not null and e.invite_code is not distinct from ?::text))`,
    params: [viewerId, inviteCode],
  };
}

/** canManageEvent: the viewer (null when signed out) is the host. */
export function canManageEventSql(viewerId: string | null): SqlPredicate {
  // `is not distinct from` keeps the answer false (not null) for a signed-out viewer.
  return { sql: '(e.host_id is not distinct from ?::uuid)', params: [viewerId] };
}

/** canViewEvent: managed by the viewer, or published and either not invite only or invited. */
export function canViewEventSql(viewerId: string | null, inviteCode: string | null = null): SqlPredicate {
  const manages = canManageEventSql(viewerId);
  const published = isPublishedEventSql();
  const invited = isInvitedSql(viewerId, inviteCode);
  return {
    sql: `(${manages.sql} or (${published.sql} and (not e.is_private or ${invited.sql})))`,
    params: [...manages.params, ...published.params, ...invited.params],
  };
}

/**
 * canSeeLocation at `now`: a viewable event whose location is public, or the host's, or one the
 * viewer's RSVP reveals by the event's mode (on-rsvp: it stands; before-start: it holds a place and
 * the reveal time has come; at-check-in: checked in).
 */
export function canSeeLocationSql(
  viewerId: string | null,
  now: Date,
  inviteCode: string | null = null,
): SqlPredicate {
  const views = canViewEventSql(viewerId, inviteCode);
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
