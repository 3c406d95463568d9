import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useListEventsQuery } from '../../api/list-api';
import { normalizeEventsResponse, type PageSize, type StatusFilter } from '../events-list.model';
import {
  changeEventsUrl,
  eventsRequest,
  readEventsUrl,
  writeEventsUrl,
  type EventsUrlState,
} from '../events-url-state';

/** Spec: the search runs once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Paging, status filter and search of /events, kept in the URL and run on the server. */
export function useEventsBrowser() {
  const [params, setParams] = useSearchParams();
  const state = readEventsUrl(params);
  const [draft, setDraft] = useState(state.q);
  const { data, isLoading, isFetching, error, refetch } = useListEventsQuery(eventsRequest(state));

  const navigate = (next: EventsUrlState, replace = false) => setParams(writeEventsUrl(next), { replace });

  // Back/Forward to another search puts its text in the box (unless it is what is being typed).
  const [shownQ, setShownQ] = useState(state.q);
  if (shownQ !== state.q) {
    setShownQ(state.q);
    if (draft.trim() !== state.q) setDraft(state.q);
  }

  useEffect(() => {
    const current = readEventsUrl(params);
    if (draft.trim() === current.q) return;
    // Replace, not push: one history entry per search, not per keystroke.
    const timer = setTimeout(
      () => setParams(writeEventsUrl(changeEventsUrl(current, { q: draft })), { replace: true }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [draft, params, setParams]);

  const { events, pagination } = normalizeEventsResponse(data, state.page, state.limit);

  return {
    loading: isLoading,
    fetching: isFetching,
    error,
    retry: refetch,
    events,
    pagination,
    counts: data?.counts ?? null,
    filtered: Boolean(state.q) || state.status !== 'all',
    status: state.status,
    search: draft,
    limit: state.limit,
    setSearch: setDraft,
    setStatus: (status: StatusFilter) => navigate(changeEventsUrl(state, { status })),
    setLimit: (limit: PageSize) => navigate(changeEventsUrl(state, { limit })),
    goTo: (page: number) => {
      navigate({ ...state, page });
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
  };
}
