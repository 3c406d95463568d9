export { EventsModule } from './events.module';
export { EventIdParams } from './http/event-id.params';
export { PaginationResponse } from './http/event.response';
export { isPublicEventSql } from './persistence/event-policy.sql';
export { EventSchema } from './persistence/event.schema';
export { containsPattern } from './persistence/event-views.query';
export { PublicEventPages } from './public-event-pages';
