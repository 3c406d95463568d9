/**
 * The event's going headcount as a scalar subquery (its one parameter: the event id): 1 + plus-ones
 * per going RSVP that holds a place (a declined one does not, ADR 0015). Every capacity check
 * reads it under the event's row lock, so they all count the same places.
 */
export const GOING_HEADCOUNT_SQL = `(select coalesce(sum(1 + plus_ones), 0) from rsvps
  where event_id = ? and response = 'going' and status <> 'declined')::int`;
