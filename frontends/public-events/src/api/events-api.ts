// Cache tags for the event page's reads (./generated.ts is never edited); the list's are in
// ./list-api.ts, the RSVP, ticket and profile pages' in ./actions-api.ts. Themes come from the
// domain's catalogue in this build (no request on the first load).
import { EVENT_TAG, GUEST_LIST_TAG } from '@nightlife/api';
import { publicEventsApi } from './generated';

export const eventsApi = publicEventsApi.enhanceEndpoints({
  endpoints: {
    getEventBySlug: { providesTags: [EVENT_TAG] },
    listEventRsvpsWithUsers: { providesTags: [GUEST_LIST_TAG] },
  },
});

export { useGetEventBySlugQuery, useListEventRsvpsWithUsersQuery } from './generated';
export type * from './generated';
