import {
  DEFAULT_EVENT_LIST_PAGE_SIZE,
  EVENT_LIST_PAGE_SIZES,
  EVENT_LIST_STATUS_FILTERS,
  type EventListPageSize,
  type EventListStatusFilter,
} from '@nightlife/domain';
import type { Pagination } from '../api/list-api';

// The list's choices are the domain's (the server draws the list's first frame with them too).
export const PAGE_SIZES = EVENT_LIST_PAGE_SIZES;
export type PageSize = EventListPageSize;
export const DEFAULT_PAGE_SIZE = DEFAULT_EVENT_LIST_PAGE_SIZE;

export const STATUS_FILTERS = EVENT_LIST_STATUS_FILTERS;
export type StatusFilter = EventListStatusFilter;

/** Spec 1 §3: the list answer is either a bare list or `{events, pagination}`. */
export function normalizeEventsResponse<E>(
  data: E[] | { events: E[]; pagination: Pagination } | null | undefined,
  page: number,
  limit: number,
): { events: E[]; pagination: Pagination } {
  if (!data)
    return {
      events: [],
      pagination: { page, limit, total: 0, totalPages: 0, hasNext: false, hasPrev: false },
    };
  if (Array.isArray(data)) {
    return {
      events: data,
      pagination: { page: 1, limit, total: data.length, totalPages: 1, hasNext: false, hasPrev: false },
    };
  }
  return data;
}

/** 'Page X of Y' with the item range, or null when everything fits on one page. */
export function pageSummary(
  pagination: Pagination,
  shownOnPage: number,
): { label: string; range: string } | null {
  if (pagination.totalPages <= 1) return null;
  const first = (pagination.page - 1) * pagination.limit + 1;
  const last = first + shownOnPage - 1;
  return {
    label: `Page ${pagination.page} of ${pagination.totalPages}`,
    range: shownOnPage > 0 ? `Showing ${first}–${last} of ${pagination.total}` : `${pagination.total} events`,
  };
}
