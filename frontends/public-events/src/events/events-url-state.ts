import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  STATUS_FILTERS,
  type PageSize,
  type StatusFilter,
} from './events-list.model';

/** The list's state as it lives in the URL, so a list can be shared and Back works. */
export interface EventsUrlState {
  page: number;
  limit: PageSize;
  status: StatusFilter;
  q: string;
}

/** The contract caps the search text at 100 characters. */
export const SEARCH_MAX_LENGTH = 100;

/** Reads the URL; anything missing or invalid falls back to the defaults (page 1, 25, all, no search). */
export function readEventsUrl(params: URLSearchParams): EventsUrlState {
  const page = Number(params.get('page'));
  const limit = Number(params.get('size'));
  const status = params.get('status') as StatusFilter | null;
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? (limit as PageSize) : DEFAULT_PAGE_SIZE,
    status: status && STATUS_FILTERS.includes(status) ? status : 'all',
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
  };
}

/** Writes only what differs from the defaults, so the plain list keeps the plain /events address. */
export function writeEventsUrl(state: EventsUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.status !== 'all') params.set('status', state.status);
  if (state.limit !== DEFAULT_PAGE_SIZE) params.set('size', String(state.limit));
  if (state.page !== 1) params.set('page', String(state.page));
  return params;
}

/** Spec 1 §5: a new search, filter or page size starts again at page 1. */
export function changeEventsUrl(
  state: EventsUrlState,
  change: Partial<Pick<EventsUrlState, 'q' | 'status' | 'limit'>>,
): EventsUrlState {
  const next = { ...state, ...change, page: 1 };
  return { ...next, q: next.q.trim().slice(0, SEARCH_MAX_LENGTH) };
}

/** The list request: search and status only when set, so the default list shares one cache entry. */
export function eventsRequest(state: EventsUrlState) {
  return {
    page: state.page,
    limit: state.limit,
    ...(state.q ? { q: state.q } : {}),
    ...(state.status !== 'all' ? { status: state.status } : {}),
  };
}
