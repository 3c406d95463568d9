import { describe, expect, it } from '@jest/globals';
import { changeEventsUrl, eventsRequest, readEventsUrl, writeEventsUrl } from './events-url-state';

const read = (query: string) => readEventsUrl(new URLSearchParams(query));

describe('events URL state', () => {
  it('defaults to page 1 of 25 events of any status with no search', () => {
    expect(read('')).toEqual({ page: 1, limit: 25, status: 'all', q: '' });
    expect(writeEventsUrl(read('')).toString()).toBe('');
  });

  it('reads back what it writes', () => {
    const state = { page: 3, limit: 50 as const, status: 'past' as const, q: 'neon nights' };
    const query = writeEventsUrl(state).toString();
    expect(query).toBe('q=neon+nights&status=past&size=50&page=3');
    expect(read(query)).toEqual(state);
  });

  it('ignores values a hand-edited link could carry', () => {
    expect(read('page=-2&size=30&status=soon')).toEqual({ page: 1, limit: 25, status: 'all', q: '' });
    expect(read('page=2.5').page).toBe(1);
    expect(read(`q=${'x'.repeat(150)}`).q).toHaveLength(100);
  });

  it('goes back to page 1 when the search, filter or page size changes', () => {
    const onPage3 = read('page=3&size=50');
    expect(changeEventsUrl(onPage3, { status: 'upcoming' })).toMatchObject({ page: 1, status: 'upcoming' });
    expect(changeEventsUrl(onPage3, { limit: 100 })).toMatchObject({ page: 1, limit: 100 });
    expect(changeEventsUrl(onPage3, { q: '  rooftop ' })).toMatchObject({ page: 1, q: 'rooftop' });
  });

  it('asks the server for search and status only when set', () => {
    expect(eventsRequest(read(''))).toEqual({ page: 1, limit: 25 });
    expect(eventsRequest(read('q=latin&status=upcoming&page=2'))).toEqual({
      page: 2,
      limit: 25,
      q: 'latin',
      status: 'upcoming',
    });
  });
});
