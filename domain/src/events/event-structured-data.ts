/**
 * Search-engine data (schema.org JSON-LD) of the public event pages, written once for the app,
 * which renders it in the page, and for the server, which puts it in the HTML for crawlers and
 * link unfurlers that do not run the app.
 */

/** The list's search-engine data covers the first 10 events (spec 1 §2). */
export const STRUCTURED_DATA_LIMIT = 10;

/** The event fields the data reads, as the API gives them to the viewer. */
export interface StructuredDataEvent {
  slug: string;
  title: string;
  tagline?: string | null;
  description?: string | null;
  /** The start instant (ISO 8601). */
  dateTime: string;
  /** null when hidden from this viewer; `locationHidden` then says so. */
  location?: string | null;
  locationHidden: boolean;
  ticketUrl?: string | null;
  flyerImageUrl?: string | null;
}

const SCHEMA_ORG = 'https://schema.org';

const eventUrl = (event: StructuredDataEvent, origin: string) =>
  `${origin}/event/${encodeURIComponent(event.slug)}`;

/** One schema.org Event. A hidden location stays hidden here too. */
function schemaOrgEvent(event: StructuredDataEvent, url: string) {
  return {
    '@type': 'Event',
    name: event.title,
    url,
    startDate: event.dateTime,
    ...(event.tagline || event.description ? { description: event.tagline || event.description } : {}),
    ...(event.flyerImageUrl ? { image: [event.flyerImageUrl] } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(!event.locationHidden && event.location
      ? { location: { '@type': 'Place', name: event.location, address: event.location } }
      : {}),
    ...(event.ticketUrl ? { offers: { '@type': 'Offer', url: event.ticketUrl } } : {}),
  };
}

/** The event page's data: the event as a schema.org Event. */
export function eventStructuredData(event: StructuredDataEvent, origin: string) {
  return { '@context': SCHEMA_ORG, ...schemaOrgEvent(event, eventUrl(event, origin)) };
}

/** The list's data: a schema.org ItemList of its first 10 events. */
export function eventsStructuredData(events: readonly StructuredDataEvent[], origin: string) {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'ItemList',
    itemListElement: events.slice(0, STRUCTURED_DATA_LIMIT).map((event, index) => {
      const url = eventUrl(event, origin);
      return { '@type': 'ListItem', position: index + 1, url, item: schemaOrgEvent(event, url) };
    }),
  };
}

/** JSON for an inline <script>: '<' is escaped so no text in an event can close the tag. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
