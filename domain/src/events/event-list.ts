/**
 * The public event list's choices (spec 1 §3), one copy for the API's query, the list page of the
 * public-events remote and the first frame the server draws of it (page-html.ts).
 */
export const EVENT_LIST_PAGE_SIZES = [25, 50, 100] as const;
export type EventListPageSize = (typeof EVENT_LIST_PAGE_SIZES)[number];
export const DEFAULT_EVENT_LIST_PAGE_SIZE: EventListPageSize = 25;

export const EVENT_LIST_STATUS_FILTERS = ['all', 'upcoming', 'past'] as const;
export type EventListStatusFilter = (typeof EVENT_LIST_STATUS_FILTERS)[number];

/** The words of the list page: its header, the status filter's options, the search field's hint. */
export const EVENT_LIST_TEXT = {
  title: 'Events',
  subtitle: 'Find your next night out.',
  searchPlaceholder: 'Search by title, genre, location or description',
  statusLabels: { all: 'All', upcoming: 'Upcoming', past: 'Past' },
} as const satisfies {
  title: string;
  subtitle: string;
  searchPlaceholder: string;
  statusLabels: Record<EventListStatusFilter, string>;
};
