import { describe, expect, it } from '@jest/globals';
import { eventsStructuredData, scriptJson } from './event-structured-data';
import type { EventCardData } from './event-card.model';

const event = (i: number, overrides: Partial<EventCardData> = {}): EventCardData => ({
  id: `id-${i}`,
  slug: `party-${i}`,
  title: `Party ${i}`,
  tagline: 'Dance till dawn',
  status: 'upcoming',
  dateTime: '2026-12-05T02:00:00.000Z',
  eventDate: 'DECEMBER 4, 2026',
  eventTime: '9:00 PM - 2:00 AM',
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
    expect(data.itemListElement).toHaveLength(10);
    expect(data.itemListElement[0]).toMatchObject({
      position: 1,
      item: {
        '@type': 'Event',
        name: 'Party 1',
        startDate: '2026-12-05T02:00:00.000Z',
        url: 'https://nightlife.dev/event/party-1',
        location: { '@type': 'Place', name: 'The Warehouse' },
      },
    });
  });

  it('never reveals a hidden location', () => {
    const data = eventsStructuredData([event(1, { location: null, locationHidden: true })], 'https://x.dev');
    expect(data.itemListElement[0]?.item).not.toHaveProperty('location');
  });
});

describe('scriptJson', () => {
  it('cannot be used to close the script tag', () => {
    const json = scriptJson({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
