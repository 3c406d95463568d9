import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { api, createAppStore } from '@nightlife/api';
import { EventPage } from './EventPage';

const detail = {
  id: 'e1',
  slug: 'masquerade',
  title: 'Masquerade at the Velvet Room',
  tagline: 'Masks required.',
  description: 'An invitation-only masquerade.',
  status: 'upcoming',
  dateTime: '2026-11-25T03:00:00.000Z',
  eventDate: 'NOVEMBER 24, 2026',
  eventTime: '21:00 - 02:00',
  location: null,
  locationHidden: true,
  price: '$40',
  ageRestriction: '21+',
  maxCapacity: 120,
  unlimitedSpots: false,
  dressCode: 'Black tie with a mask',
  ticketUrl: 'https://tickets.example/masq',
  themeId: 'midnight-luxe',
  rsvpCounts: { going: 7, maybe: 3, cantGo: 1, total: 11, headcount: 9 },
};

async function renderEvent(data: object): Promise<string> {
  const store = createAppStore();
  const upsert = api.util.upsertQueryData as unknown as (
    endpoint: 'getEventBySlug',
    arg: { slug: string },
    value: unknown,
  ) => Parameters<typeof store.dispatch>[0];
  await store.dispatch(upsert('getEventBySlug', { slug: 'masquerade' }, data));
  const html = renderToStaticMarkup(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/event/masquerade']}>
        <Routes>
          <Route path="/event/:slug" element={<EventPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  // Clears the cache's removal timers so the test process can exit.
  store.dispatch(api.util.resetApiState());
  return html;
}

describe('EventPage', () => {
  it('shows the badge, the facts in 12-hour time, the capacity and the RSVP counts', async () => {
    const html = await renderEvent(detail);
    expect(html).toContain('UPCOMING EVENT');
    expect(html).toContain('Masquerade at the Velvet Room');
    expect(html).toContain('NOVEMBER 24, 2026 · 9:00 PM - 2:00 AM');
    expect(html).toContain('Max 120 people');
    expect(html).toContain('Black tie with a mask');
    expect(html).toMatch(/<strong>7<\/strong> Going/);
    expect(html).toMatch(/<strong>3<\/strong> Maybe/);
    expect(html).toMatch(/<strong>1<\/strong> Can&#x27;t Go/);
    expect(html).toMatch(
      /<a[^>]*href="https:\/\/tickets.example\/masq"[^>]*target="_blank"[^>]*>Get Tickets<\/a>/,
    );
  });

  it('keeps a hidden location hidden from signed-out visitors', async () => {
    expect(await renderEvent(detail)).toContain('Sign up &amp; RSVP to see location');
  });

  it('marks a past event and offers no tickets', async () => {
    const html = await renderEvent({ ...detail, status: 'past', unlimitedSpots: true });
    expect(html).toContain('PAST EVENT');
    expect(html).toContain('Unlimited spots');
    expect(html).not.toContain('Get Tickets');
  });
});
