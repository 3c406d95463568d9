import { useState } from 'react';
import { useGetSessionQuery, useListEventsQuery } from '@nightlife/api';
import type { EventCardData } from '../event-card.model';
import {
  DEFAULT_PAGE_SIZE,
  filterEvents,
  normalizeEventsResponse,
  type PageSize,
  type Pagination,
  type StatusFilter,
} from '../events-list.model';

/** Paging, status filter and search state of /events. */
export function useEventsBrowser() {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const { data, isLoading, isFetching, error, refetch } = useListEventsQuery({ page, limit });
  const { data: session } = useGetSessionQuery();

  const { events, pagination } = normalizeEventsResponse<EventCardData>(
    data as EventCardData[] | { events: EventCardData[]; pagination: Pagination } | null | undefined,
    page,
    limit,
  );

  return {
    loading: isLoading,
    fetching: isFetching,
    error,
    retry: refetch,
    signedIn: Boolean(session?.authenticated),
    events,
    shown: filterEvents(events, status, search),
    pagination,
    status,
    search,
    limit,
    setSearch,
    // Spec 1 §5: changing the filter or the page size goes back to page 1.
    setStatus: (next: StatusFilter) => {
      setStatus(next);
      setPage(1);
    },
    setLimit: (next: PageSize) => {
      setLimit(next);
      setPage(1);
    },
    goTo: (next: number) => {
      setPage(next);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
  };
}
