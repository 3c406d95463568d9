import {
  CURRENT_STATUSES,
  LISTED_STATUSES,
  PLACE_HOLDING_STATUSES,
  PLACE_TAKING_RESPONSE,
  STANDING_STATUSES,
  TICKET_TYPES,
} from '@nightlife/domain';

// The RSVP lifecycle's place rules (domain/src/rsvps/rsvp-lifecycle.ts) as SQL over an RSVP row
// aliased `alias`, generated from the domain's lists; backend/test/rsvp-lifecycle-sql.int-spec.ts
// pins each to its domain function over every response, status and party size.

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** stands(rsvp) */
export function standsSql(alias: string): string {
  return `(${alias}.status in (${STANDING_STATUSES.map(literal).join(', ')}))`;
}

/** isListed(rsvp): on the guest list as everyone sees it (a cancelled RSVP or a request is not). */
export function listedSql(alias: string): string {
  return `(${alias}.status in (${LISTED_STATUSES.map(literal).join(', ')}))`;
}

/** isCurrent(rsvp): the guest's own RSVP, which the host sees too (a cancelled one is not). */
export function currentSql(alias: string): string {
  return `(${alias}.status in (${CURRENT_STATUSES.map(literal).join(', ')}))`;
}

/** holdsPlace(rsvp) */
export function holdsPlaceSql(alias: string): string {
  return `(${alias}.response = ${literal(PLACE_TAKING_RESPONSE)} and ${alias}.status in (${PLACE_HOLDING_STATUSES.map(literal).join(', ')}))`;
}

/**
 * releasedAtDeadline(rsvp, askAt) (domain/src/rsvps/reconfirmation.ts): a going RSVP, confirmed,
 * made by the question's time (`askAt`, an SQL timestamp expression) and not reconfirmed.
 */
export function releasedAtDeadlineSql(alias: string, askAt: string): string {
  return `(${holdsPlaceSql(alias)} and ${alias}.status = 'confirmed' and ${alias}.created_at <= ${askAt}
    and ${alias}.reconfirmed_at is null)`;
}

/** The places left of an event without a limit, where SQL needs a number (the largest integer). */
export const UNLIMITED_PLACES = 2_147_483_647;

/**
 * placesLeft(event, placesTaken) (domain/src/rsvps/capacity.ts) over an event row `event` (its
 * max_capacity, unlimited_spots) and a row `places` with its places_taken: null when nothing
 * limits them.
 */
export function placesLeftSql(event: string, places = event): string {
  return `(case when ${event}.unlimited_spots or ${event}.max_capacity is null then null
    else greatest(0, ${event}.max_capacity - ${places}.places_taken) end)`;
}

/** placesHeld(rsvp) */
export function placesHeldSql(alias: string): string {
  return `(case when ${holdsPlaceSql(alias)} then 1 + ${alias}.plus_ones else 0 end)`;
}

/**
 * Takes the places rows of the events in its one parameter (a uuid[]) until commit and moves their
 * versions on, as an EventPlaces save does, answering each event's places taken: a capacity
 * change reads them under it, and a write that bypasses EventPlaces takes it first (then
 * RECOUNT_PLACES_SQL, after the rows changed), so no save lands in between. An EventPlaces save
 * decided before waits, then finds another version and is decided again.
 */
export const LOCK_PLACES_SQL = `
  insert into event_places as p (event_id, version)
  select e.id, 1 from events e where e.id = any(?::uuid[])
  on conflict (event_id) do update set version = p.version + 1
  returning p.event_id, p.places_taken`;

/**
 * Recounts the places of the events in its one parameter (a uuid[]) from their RSVPs and tickets,
 * for writes that bypass EventPlaces: bulk seeds, and account deletion (a deleted user's RSVPs
 * go with them). Bumps each version, so a command decided on the old counters is decided again.
 */
export const RECOUNT_PLACES_SQL = `
  insert into event_places (event_id, places_taken, tickets_issued, parties_waiting, version)
  select e.id,
    (select coalesce(sum(${placesHeldSql('r')}), 0) from rsvps r where r.event_id = e.id),
    (select jsonb_build_object(${TICKET_TYPES.map(
      (type) => `${literal(type)}, count(*) filter (where t.ticket_type = ${literal(type)})`,
    ).join(', ')}) from tickets t where t.event_id = e.id),
    (select count(*) from rsvps r where r.event_id = e.id and r.status = 'waitlisted'),
    1
  from events e where e.id = any(?::uuid[])
  on conflict (event_id) do update set
    places_taken = excluded.places_taken,
    tickets_issued = excluded.tickets_issued,
    parties_waiting = excluded.parties_waiting,
    version = event_places.version + 1`;
