import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query';

export const SESSION_TAG = 'Session';
/** Event views differ per viewer (hidden location, userRsvp), and RSVPs change their counts. */
export const EVENT_TAG = 'Event';
/** A guest list: stale after an RSVP, a status change or a new connection. */
export const GUEST_LIST_TAG = 'GuestList';

/**
 * The one API slice of the shell's store. The session endpoints every app needs are injected
 * here (src/generated/api.ts); each app injects its own generated endpoints (docs/adr/0008).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  // Declared here so that every app's endpoints can provide and invalidate any of them.
  tagTypes: [SESSION_TAG, EVENT_TAG, GUEST_LIST_TAG],
  baseQuery: createBaseQuery(() => globalThis.location.origin),
  endpoints: () => ({}),
  // Spec: data stays fresh for 5 minutes, refetched on window focus, never retried.
  keepUnusedDataFor: 300,
  refetchOnMountOrArgChange: 300,
  refetchOnFocus: true,
});
