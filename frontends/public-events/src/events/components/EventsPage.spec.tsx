import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { api, createAppStore } from '@nightlife/api';
import { type Pagination } from '../../api/list-api';
import type { EventCardData } from '../event-card.model';
import { eventDetail } from '../../testing/event-fixture';
import { EventsPage } from './EventsPage';

const event = (i: number): EventCardData =>
  eventDetail({
    id: `id-${i}`,
    slug: `party-${i}`,
    title: `Party ${i}`,
    status: i % 2 ? 'upcoming' : 'past',
    dateTime: '2026-12-05T02:00:00.000Z',
    eventDate: 'DECEMBER 4, 2026',
    eventTime: '9:00 PM - 2:00 AM',
    location: 'The Warehouse',
    locationHidden: false,
    tagline: null,
    description: null,
    price: null,
    ageRestriction: null,
    ticketUrl: null,
    themeId: null,
  });

// The page reads what RTK Query has cached for the request its URL describes.
async function renderWith(
  events: EventCardData[],
  pagination: Pagination,
  url = '/events',
  request: object = { page: 1, limit: 25 },
  counts?: object,
): Promise<string> {
  const store = createAppStore();
  const upsert = api.util.upsertQueryData as unknown as (
    endpoint: 'listEvents',
    arg: object,
    data: unknown,
  ) => Parameters<typeof store.dispatch>[0];
  await store.dispatch(upsert('listEvents', request, { events, pagination, counts }));
  const html = renderToStaticMarkup(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <EventsPage />
      </MemoryRouter>
    </Provider>,
  );
  // Clears the cache's removal timers so the test process can exit.
  store.dispatch(api.util.resetApiState());
  return html;
}

describe('EventsPage', () => {
  it('shows the empty state with Get Notified leading to signup', async () => {
    const html = await renderWith([], {
      page: 1,
      limit: 25,
      total: 0,
      totalPages: 0,
      hasNext: false,
      hasPrev: false,
    });
    expect(html).toContain('No events yet');
    expect(html).toContain('Check back soon for upcoming events');
    expect(html).toMatch(/<a[^>]*href="\/signup"[^>]*>Get Notified<\/a>/);
  });

  it('lists the cards with both counters and no pager on a single page', async () => {
    const events = [event(1), event(2), event(3)];
    const html = await renderWith(events, {
      page: 1,
      limit: 25,
      total: 3,
      totalPages: 1,
      hasNext: false,
      hasPrev: false,
    });
    expect(html.match(/class="pe-card"/g)).toHaveLength(3);
    expect(html).toMatch(/>3<\/span><span class="pe-counter__label">total events/);
    expect(html).toMatch(/>3<\/span><span class="pe-counter__label">on this page/);
    expect(html).not.toContain('Page 1 of');
    expect(html).toContain('application/ld+json');
  });

  it('shows the pager with the range when there are more pages', async () => {
    const events = Array.from({ length: 25 }, (_, i) => event(i + 1));
    const html = await renderWith(events, {
      page: 1,
      limit: 25,
      total: 60,
      totalPages: 3,
      hasNext: true,
      hasPrev: false,
    });
    expect(html).toContain('Page 1 of 3');
    expect(html).toContain('Showing 1–25 of 60');
    expect(html).toMatch(/>60<\/span><span class="pe-counter__label">total events/);
    expect(html).toMatch(/<button(?=[^>]*\sdisabled\b)[^>]*>Previous<\/button>/);
  });

  it('restores the search, filter, size and page from a shared link', async () => {
    const events = Array.from({ length: 50 }, (_, i) => event(i + 1));
    const html = await renderWith(
      events,
      { page: 2, limit: 50, total: 120, totalPages: 3, hasNext: true, hasPrev: true },
      '/events?q=party&status=past&size=50&page=2',
      { page: 2, limit: 50, q: 'party', status: 'past' },
      { all: 300, upcoming: 180, past: 120 },
    );
    expect(html).toMatch(/<input[^>]*type="search"[^>]*value="party"/);
    expect(html).toMatch(/aria-pressed="true"[^>]*>Past<span class="pe-segmented__count">120</);
    expect(html).toMatch(/aria-pressed="true"[^>]*>50</);
    expect(html).toContain('Page 2 of 3');
    expect(html).toContain('Showing 51–100 of 120');
  });

  it('says nothing matches, rather than that there are no events, when a search finds none', async () => {
    const html = await renderWith(
      [],
      { page: 1, limit: 25, total: 0, totalPages: 0, hasNext: false, hasPrev: false },
      '/events?q=techno',
      { page: 1, limit: 25, q: 'techno' },
    );
    expect(html).toContain('No events match');
    expect(html).not.toContain('No events yet');
  });
});
