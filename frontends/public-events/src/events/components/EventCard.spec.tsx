import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { EventCardData } from '../event-card.model';
import { eventDetail } from '../../testing/event-fixture';
import { EventCard } from './EventCard';

const base: EventCardData = eventDetail({
  id: 'e1',
  slug: 'neon-nights',
  title: 'Neon Nights',
  tagline: 'The brightest party in town',
  status: 'upcoming',
  dateTime: '2026-12-05T02:00:00.000Z',
  eventDate: 'DECEMBER 4, 2026',
  eventTime: '21:00 - 02:00',
  location: 'The Warehouse, Miami',
  locationHidden: false,
  price: '$20 before 11pm',
  ageRestriction: '21+',
  ticketUrl: 'https://tickets.example/neon',
  flyerImageUrl: 'https://cdn.example/neon.jpg',
  description: null,
  themeId: null,
});

function render(event: EventCardData, priority?: boolean): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <EventCard event={event} accent="#ff2bd6" priority={priority} />
    </MemoryRouter>,
  );
}

const MEDIA = '/uploads/media/0190a0e0-0000-7000-8000-000000000001/0190a0e0-0000-7000-8000-000000000002';

describe('EventCard', () => {
  it('offers a published flyer in its card and full sizes, lazily unless it is the first card', () => {
    const flyer = { ...base, flyerImageUrl: `${MEDIA}/full.webp` };
    const lazy = render(flyer);
    expect(lazy).toContain(`srcset="${MEDIA}/card.webp 720w, ${MEDIA}/full.webp 1600w"`);
    expect(lazy).toContain('sizes="(min-width: 960px) 33vw, (min-width: 640px) 50vw, calc(100vw - 2rem)"');
    expect(lazy).toContain('loading="lazy"');
    expect(lazy).not.toContain('fetchPriority');
    const first = render(flyer, true);
    expect(first).toContain('loading="eager"');
    expect(first).toContain('fetchPriority="high"');
    // Another address has no known sizes: the image alone.
    expect(render(base)).not.toContain('srcset');
  });

  it('links to the event and shows its facts with a 12-hour time', () => {
    const html = render(base);
    expect(html).toContain('href="/event/neon-nights"');
    expect(html).toContain('Neon Nights');
    expect(html).toContain('The brightest party in town');
    expect(html).toContain('DECEMBER 4, 2026');
    expect(html).toContain('9:00 PM - 2:00 AM');
    expect(html).toContain('The Warehouse, Miami');
    expect(html).toContain('$20 before 11pm');
    expect(html).toContain('21+');
    expect(html).toContain('src="https://cdn.example/neon.jpg"');
  });

  it('marks upcoming events LIVE with a Tickets button opening a new tab', () => {
    const html = render(base);
    expect(html).toContain('>LIVE<');
    expect(html).toMatch(
      /<a[^>]*href="https:\/\/tickets.example\/neon"[^>]*target="_blank"[^>]*rel="noopener noreferrer"[^>]*>Buy Tickets<\/a>/,
    );
  });

  it('marks past events PAST and offers no tickets', () => {
    const html = render({ ...base, status: 'past' });
    expect(html).toContain('>PAST<');
    expect(html).not.toContain('Tickets');
  });

  it('never turns a non-web ticket address into a link', () => {
    expect(render({ ...base, ticketUrl: 'javascript:alert(1)' })).not.toContain('Buy Tickets');
  });

  it("tells the viewer how to see a hidden location, in the server's words", () => {
    const hidden = { ...base, location: null, locationHidden: true };
    expect(render({ ...hidden, locationNote: 'Sign up & RSVP to see location' })).toContain(
      'Sign up &amp; RSVP to see location',
    );
    expect(render({ ...hidden, locationNote: 'Revealed 3 hours before the start' })).toContain(
      'Revealed 3 hours before the start',
    );
  });

  it('shows the initials placeholder when the event has no flyer', () => {
    const html = render({ ...base, flyerImageUrl: null, flyerVideoUrl: null });
    expect(html).toContain('pe-flyer--placeholder');
    expect(html).toContain('>NL<');
    expect(html).not.toContain('<img');
  });

  it('shows the music genres as chips, and none when there are none', () => {
    const html = render({ ...base, musicGenres: ['House', 'Disco'] });
    expect(html).toMatch(
      /<ul (?=[^>]*class="nl-pill-list pe-genres")[^>]*aria-label="Music genres"[^>]*><li class="pe-genres__chip">House<\/li><li class="pe-genres__chip">Disco<\/li><\/ul>/,
    );
    expect(render({ ...base, musicGenres: [] })).not.toContain('Music genres');
  });

  it('prefers the flyer video over the image', () => {
    const html = render({ ...base, flyerVideoUrl: 'https://cdn.example/neon.mp4' });
    expect(html).toContain('<video');
    expect(html).toContain('src="https://cdn.example/neon.mp4"');
  });
});
