// The event-access gate's adapter (docs/ARCHITECTURE.md, "How to add a gated route"): reads the
// events table and the viewer's RSVP; owns no table.
export { EventAccessModule } from './event-access.module';
export { EVENT_ACCESS_FACTS_SQL, SqlEventAccess } from './sql-event-access';
