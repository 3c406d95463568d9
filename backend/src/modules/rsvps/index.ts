// The rsvps module's public face: who holds a place at an event (the rsvps, tickets and
// event_places tables, written only through SqlEventPlacesStore; ADR 0018).
export {
  currentSql,
  holdsPlaceSql,
  listedSql,
  LOCK_PLACES_SQL,
  placesHeldSql,
  RECOUNT_PLACES_SQL,
  standsSql,
} from './persistence/places.sql';
export { UserRsvpResponse } from './http/user-rsvp.response';
export { RsvpSchema } from './persistence/rsvp.schema';
export { SqlEventPlacesStore } from './persistence/sql-event-places.store';
export { RsvpsModule } from './rsvps.module';
export { RsvpJobsModule } from './rsvp-jobs.module';
export {
  noticeOfferFacts,
  noticeStartFacts,
  RSVP_NOTICES_INBOX_SQL,
  SqlRsvpNotices,
} from './persistence/sql-rsvp-notices';
