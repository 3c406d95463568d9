import type { Pagination } from '../api/list-api';
import { describe, expect, it } from '@jest/globals';
import { normalizeEventsResponse, pageSummary } from './events-list.model';

const paging = (page: number, totalPages: number, total: number): Pagination => ({
  page,
  limit: 25,
  total,
  totalPages,
  hasNext: page < totalPages,
  hasPrev: page > 1,
});

describe('pageSummary', () => {
  it('shows nothing when everything fits on one page', () => {
    expect(pageSummary(paging(1, 1, 12), 12)).toBeNull();
    expect(pageSummary(paging(1, 0, 0), 0)).toBeNull();
  });

  it('gives "Page X of Y" and the item range when there are more pages', () => {
    expect(pageSummary(paging(1, 3, 60), 25)).toEqual({ label: 'Page 1 of 3', range: 'Showing 1–25 of 60' });
    expect(pageSummary(paging(3, 3, 60), 10)).toEqual({ label: 'Page 3 of 3', range: 'Showing 51–60 of 60' });
  });
});

describe('normalizeEventsResponse', () => {
  it('accepts the paged object as is', () => {
    const response = { events: [{ id: 'a' }], pagination: paging(2, 4, 80) };
    expect(normalizeEventsResponse(response, 2, 25)).toBe(response);
  });

  it('treats a bare list as a single page', () => {
    const result = normalizeEventsResponse([{ id: 'a' }, { id: 'b' }], 1, 25);
    expect(result.pagination).toMatchObject({ total: 2, totalPages: 1, hasNext: false, hasPrev: false });
  });

  it('is empty before the first answer', () => {
    expect(normalizeEventsResponse(undefined, 1, 50)).toEqual({
      events: [],
      pagination: { page: 1, limit: 50, total: 0, totalPages: 0, hasNext: false, hasPrev: false },
    });
  });
});
