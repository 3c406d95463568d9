// Hand-written additions to the generated endpoints (src/generated/api.ts is never edited):
// cache tags, so that a mutation refreshes exactly the views it makes stale.
import { generatedApi } from './generated/api';

export const SESSION_TAG = 'Session';
/** Event views differ per viewer (hidden location, userRsvp), and RSVPs change their counts. */
export const EVENT_TAG = 'Event';
/** A guest list: stale after an RSVP, a status change or a new connection. */
export const GUEST_LIST_TAG = 'GuestList';

export const api = generatedApi.enhanceEndpoints({
  addTagTypes: [SESSION_TAG, EVENT_TAG, GUEST_LIST_TAG],
  endpoints: {
    getSession: { providesTags: [SESSION_TAG] },
    signup: { invalidatesTags: [SESSION_TAG, EVENT_TAG, GUEST_LIST_TAG] },
    login: { invalidatesTags: [SESSION_TAG, EVENT_TAG, GUEST_LIST_TAG] },
    // No tag on logout: the caller leaves the page first, then resets the whole cache (spec 1
    // §4); refetching the session here would bounce a signed-in-only page to /login first.
    listEvents: { providesTags: [EVENT_TAG] },
    getEventBySlug: { providesTags: [EVENT_TAG] },
    createEvent: { invalidatesTags: [EVENT_TAG] },
    // Spec 1 §7: after an RSVP the event is refreshed.
    createRsvp: { invalidatesTags: [EVENT_TAG, GUEST_LIST_TAG] },
    listEventRsvpsWithUsers: { providesTags: [GUEST_LIST_TAG] },
    updateRsvpStatus: { invalidatesTags: [GUEST_LIST_TAG] },
    // Spec 1 §4: on Connect success the attendee list is refreshed.
    createConnection: { invalidatesTags: [GUEST_LIST_TAG] },
  },
});

/** Spec: the session is refetched every 10 minutes (and on focus and mount). */
export const SESSION_POLLING_INTERVAL_MS = 10 * 60 * 1000;

/** Subscription options for the app-wide session query. */
export const sessionQueryOptions = {
  pollingInterval: SESSION_POLLING_INTERVAL_MS,
  refetchOnFocus: true,
} as const;

export {
  useCreateConnectionMutation,
  useCreateEventMutation,
  useCreateRsvpMutation,
  useGetEventBySlugQuery,
  useGetHealthQuery,
  useGetSessionQuery,
  useListEventRsvpsWithUsersQuery,
  useListEventsQuery,
  useListThemesQuery,
  useLoginMutation,
  useLogoutMutation,
  useSignupMutation,
  useSubmitErrorReportMutation,
  useUpdateRsvpStatusMutation,
} from './generated/api';
