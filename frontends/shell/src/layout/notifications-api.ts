// The navigation's unread badge. Loaded with the signed-in user menu only (not on first load).
import { NOTIFICATION_TAG } from '@nightlife/api';
import { shellApi } from '../api/generated';

const notificationsApi = shellApi.enhanceEndpoints({
  // The dashboard's inbox invalidates this tag when something is read.
  endpoints: { countUnreadNotifications: { providesTags: [NOTIFICATION_TAG] } },
});

/** New announcements show in the badge without a reload this often. */
const UNREAD_POLL_MS = 60_000;

/** The signed-in user's unread announcements (0 until known). */
export function useUnreadCount(): number {
  const { data } = notificationsApi.useCountUnreadNotificationsQuery(undefined, {
    pollingInterval: UNREAD_POLL_MS,
  });
  return data?.unreadCount ?? 0;
}
