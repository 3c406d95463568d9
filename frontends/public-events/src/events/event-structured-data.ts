import type { EventCardData } from './event-card.model';

/** The list's search-engine data covers the first 10 events (spec 1 §2). */
export const STRUCTURED_DATA_LIMIT = 10;

/** schema.org ItemList of Events. Hidden locations stay hidden here too. */
export function eventsStructuredData(events: readonly EventCardData[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: events.slice(0, STRUCTURED_DATA_LIMIT).map((event, index) => {
      const url = `${origin}/event/${encodeURIComponent(event.slug)}`;
      return {
        '@type': 'ListItem',
        position: index + 1,
        url,
        item: {
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
        },
      };
    }),
  };
}

/** JSON for an inline <script>: '<' is escaped so no text in an event can close the tag. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
