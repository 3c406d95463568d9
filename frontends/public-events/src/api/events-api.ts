// Cache tags for this remote's generated endpoints (./generated.ts is never edited).
import { CONNECTION_TAG, EVENT_TAG, GUEST_LIST_TAG } from '@nightlife/api';
import { publicEventsApi } from './generated';

export const eventsApi = publicEventsApi.enhanceEndpoints({
  endpoints: {
    listEvents: { providesTags: [EVENT_TAG] },
    getEventBySlug: { providesTags: [EVENT_TAG] },
    createEvent: { invalidatesTags: [EVENT_TAG] },
    // Spec 1 §7: after an RSVP the event is refreshed.
    createRsvp: { invalidatesTags: [EVENT_TAG, GUEST_LIST_TAG] },
    changeRsvp: { invalidatesTags: [EVENT_TAG, GUEST_LIST_TAG] },
    cancelRsvp: { invalidatesTags: [EVENT_TAG, GUEST_LIST_TAG] },
    listEventRsvpsWithUsers: { providesTags: [GUEST_LIST_TAG] },
    updateRsvpStatus: { invalidatesTags: [GUEST_LIST_TAG] },
    // Spec 1 §4: on Connect success the attendee list is refreshed (and the connection views).
    createConnection: { invalidatesTags: [GUEST_LIST_TAG, CONNECTION_TAG] },
    getConnectionStatus: { providesTags: [CONNECTION_TAG] },
  },
});

export {
  useCreateConnectionMutation,
  useGetConnectionStatusQuery,
  useCancelRsvpMutation,
  useChangeRsvpMutation,
  useCreateRsvpMutation,
  useGetEventBySlugQuery,
  useListEventRsvpsWithUsersQuery,
  useListEventsQuery,
  useListThemesQuery,
} from './generated';
export type * from './generated';
