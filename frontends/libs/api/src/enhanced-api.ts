// Hand-written additions to the generated session endpoints (src/generated/api.ts is never
// edited): cache tags, so that a mutation refreshes exactly the views it makes stale. Each app
// tags its own generated endpoints the same way (e.g. public-events/src/api/events-api.ts).
import { SESSION_TAG, VIEWER_TAGS } from './base-api';
import { generatedApi } from './generated/api';

export {
  ANNOUNCEMENT_TAG,
  NOTIFICATION_TAG,
  CONNECTION_TAG,
  EVENT_TAG,
  GUEST_LIST_TAG,
  PROFILE_TAG,
  SESSION_TAG,
  SETTINGS_TAG,
  VIEWER_TAGS,
} from './base-api';

export const api = generatedApi.enhanceEndpoints({
  endpoints: {
    getSession: { providesTags: [SESSION_TAG] },
    login: { invalidatesTags: VIEWER_TAGS },
    // No tag on logout: the caller leaves the page first, then resets the whole cache (spec 1
    // §4); refetching the session here would bounce a signed-in-only page to /login first.
  },
});

/**
 * Spec: the session is refetched every 10 minutes (and on focus and mount); and when the network
 * returns, so a page opened offline (the door app) does not stay signed out.
 */
export const SESSION_POLLING_INTERVAL_MS = 10 * 60 * 1000;

/** Subscription options for the app-wide session query. */
export const sessionQueryOptions = {
  pollingInterval: SESSION_POLLING_INTERVAL_MS,
  refetchOnFocus: true,
  refetchOnReconnect: true,
} as const;

export { useGetSessionQuery, useLoginMutation, useLogoutMutation } from './generated/api';
