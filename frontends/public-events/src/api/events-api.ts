// Cache tags for this remote's reads (./generated.ts is never edited); the RSVP, ticket and
// profile pages' writes are in ./actions-api.ts.
import { CONNECTION_TAG, EVENT_TAG, GUEST_LIST_TAG } from '@nightlife/api';
import { publicEventsApi } from './generated';

export const eventsApi = publicEventsApi.enhanceEndpoints({
  endpoints: {
    listEvents: { providesTags: [EVENT_TAG] },
    getEventBySlug: { providesTags: [EVENT_TAG] },
    listEventRsvpsWithUsers: { providesTags: [GUEST_LIST_TAG] },
    getConnectionStatus: { providesTags: [CONNECTION_TAG] },
  },
});

export {
  useGetConnectionStatusQuery,
  useGetEventBySlugQuery,
  useListEventRsvpsWithUsersQuery,
  useListEventsQuery,
  useListThemesQuery,
} from './generated';
export type * from './generated';
