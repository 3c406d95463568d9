import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query';

export const SESSION_TAG = 'Session';
/** Event views differ per viewer (hidden location, userRsvp), and RSVPs change their counts. */
export const EVENT_TAG = 'Event';
/** A guest list: stale after an RSVP, a status change or a new connection. */
export const GUEST_LIST_TAG = 'GuestList';
/** A user's profile (own or public): stale after a profile, account or username change. */
export const PROFILE_TAG = 'Profile';
/** The caller's connections and connection statuses: stale after connecting. */
export const CONNECTION_TAG = 'Connection';
/** The caller's default preferences (Settings). */
export const SETTINGS_TAG = 'Settings';
/** The caller's inbox and its unread count: stale after marking read (and polled for new ones). */
export const NOTIFICATION_TAG = 'Notification';
/** An event's announcements and their delivery reports: stale after sending one. */
export const ANNOUNCEMENT_TAG = 'Announcement';

/** Everything that depends on who is signed in: refreshed when that changes. */
export const VIEWER_TAGS = [
  SESSION_TAG,
  EVENT_TAG,
  GUEST_LIST_TAG,
  PROFILE_TAG,
  CONNECTION_TAG,
  SETTINGS_TAG,
  NOTIFICATION_TAG,
  ANNOUNCEMENT_TAG,
] as const;

/**
 * The one API slice of the shell's store. The session endpoints every app needs are injected
 * here (src/generated/api.ts); each app injects its own generated endpoints (docs/adr/0008).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  // Declared here so that every app's endpoints can provide and invalidate any of them.
  tagTypes: VIEWER_TAGS,
  baseQuery: createBaseQuery(() => globalThis.location.origin),
  endpoints: () => ({}),
  // Spec: data stays fresh for 5 minutes, refetched on window focus, never retried.
  keepUnusedDataFor: 300,
  refetchOnMountOrArgChange: 300,
  refetchOnFocus: true,
});
