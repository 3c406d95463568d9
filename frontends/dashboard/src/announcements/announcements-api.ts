// Cache tags of the Host Tools and Inbox endpoints (../api/generated.ts is never edited).
import { ANNOUNCEMENT_TAG, GUEST_LIST_TAG, NOTIFICATION_TAG } from '@nightlife/api';
import { dashboardApi } from '../api/generated';

export const announcementsApi = dashboardApi.enhanceEndpoints({
  endpoints: {
    listEventRsvpsWithUsers: { providesTags: [GUEST_LIST_TAG] },
    sendAnnouncement: { invalidatesTags: [ANNOUNCEMENT_TAG] },
    listAnnouncements: { providesTags: [ANNOUNCEMENT_TAG] },
    listAnnouncementRecipients: { providesTags: [ANNOUNCEMENT_TAG] },
    // The shell's unread badge provides the same tag, so reading here updates it.
    listNotifications: { providesTags: [NOTIFICATION_TAG] },
    markNotificationRead: { invalidatesTags: [NOTIFICATION_TAG] },
    markAllNotificationsRead: { invalidatesTags: [NOTIFICATION_TAG] },
  },
});

export {
  useListAnnouncementRecipientsQuery,
  useListAnnouncementsQuery,
  useListEventRsvpsWithUsersQuery,
  useListNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  useSendAnnouncementMutation,
} from '../api/generated';
export type { AnnouncementSummary, Notification, RecipientDelivery, RsvpWithUser } from '../api/generated';
