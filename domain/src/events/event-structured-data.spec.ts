import {
  eventStructuredData,
  eventsStructuredData,
  scriptJson,
  type StructuredDataEvent,
} from './event-structured-data.js';

const event = (i: number, overrides: Partial<StructuredDataEvent> = {}): StructuredDataEvent => ({
  slug: `party-${i}`,
  title: `Party ${i}`,
  tagline: 'Dance till dawn',
  dateTime: '2026-12-05T02:00:00.000Z',
  location: 'The Warehouse',
  locationHidden: false,
  ...overrides,
});

describe('eventsStructuredData', () => {
  it('describes only the first 10 events as schema.org Events', () => {
    const data = eventsStructuredData(
      Array.from({ length: 14 }, (_, i) => event(i + 1)),
      'https://nightlife.dev',
    );
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList' });
    expect(data.itemListElement).toHaveLength(10);
    expect(data.itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      url: 'https://nightlife.dev/event/party-1',
      item: {
        '@type': 'Event',
        name: 'Party 1',
        url: 'https://nightlife.dev/event/party-1',
        startDate: '2026-12-05T02:00:00.000Z',
        description: 'Dance till dawn',
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: { '@type': 'Place', name: 'The Warehouse', address: 'The Warehouse' },
      },
    });
    expect(data.itemListElement[9]?.position).toBe(10);
  });

  it('never reveals a hidden location', () => {
    const data = eventsStructuredData([event(1, { location: null, locationHidden: true })], 'https://x.dev');
    expect(data.itemListElement[0]?.item).not.toHaveProperty('location');
  });
});

describe('eventStructuredData', () => {
  it('describes the event page as one schema.org Event, with its flyer and ticket link', () => {
    const data = eventStructuredData(
      event(1, {
        tagline: null,
        description: 'Three rooms',
        flyerImageUrl: 'https://cdn.example/f.jpg',
        ticketUrl: 'https://tickets.example/1',
      }),
      'https://nightlife.dev',
    );
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Party 1',
      url: 'https://nightlife.dev/event/party-1',
      description: 'Three rooms',
      image: ['https://cdn.example/f.jpg'],
      offers: { '@type': 'Offer', url: 'https://tickets.example/1' },
    });
  });

  it('never reveals a hidden location, even if one is passed', () => {
    const data = eventStructuredData(event(1, { locationHidden: true }), 'https://x.dev');
    expect(data).not.toHaveProperty('location');
  });
});

describe('scriptJson', () => {
  it('cannot be used to close the script tag', () => {
    const json = scriptJson({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
