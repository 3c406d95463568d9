// Cache tags for this remote's generated endpoints (./generated.ts is never edited).
import {
  CONNECTION_TAG,
  EVENT_TAG,
  GUEST_LIST_TAG,
  PROFILE_TAG,
  SESSION_TAG,
  SETTINGS_TAG,
  VIEWER_TAGS,
} from '@nightlife/api';
import { dashboardApi } from './generated';

// A profile change shows in the session (names), on profiles, guest lists and event hosts.
const PROFILE_VIEWS = [PROFILE_TAG, SESSION_TAG, GUEST_LIST_TAG, EVENT_TAG] as const;

export const accountsApi = dashboardApi.enhanceEndpoints({
  endpoints: {
    // A new account is signed in: every viewer-dependent view is stale.
    signup: { invalidatesTags: VIEWER_TAGS },
    getOwnProfile: { providesTags: [PROFILE_TAG] },
    updateProfileEnhanced: { invalidatesTags: PROFILE_VIEWS },
    updateProfile: { invalidatesTags: PROFILE_VIEWS },
    getUserSettings: { providesTags: [SETTINGS_TAG] },
    updateUserSettings: { invalidatesTags: [SETTINGS_TAG] },
    getCalendarFeed: { providesTags: [SETTINGS_TAG] },
    regenerateCalendarFeed: { invalidatesTags: [SETTINGS_TAG] },
    listAccessTokens: { providesTags: [SETTINGS_TAG] },
    createAccessToken: { invalidatesTags: [SETTINGS_TAG] },
    revokeAccessToken: { invalidatesTags: [SETTINGS_TAG] },
    listWebhooks: { providesTags: [SETTINGS_TAG] },
    createWebhook: { invalidatesTags: [SETTINGS_TAG] },
    deleteWebhook: { invalidatesTags: [SETTINGS_TAG] },
    listConnections: { providesTags: [CONNECTION_TAG] },
    getConnectionStatus: { providesTags: [CONNECTION_TAG] },
    // The same tags as the public-events remote gives it: whichever remote loads first, they agree.
    createConnection: { invalidatesTags: [GUEST_LIST_TAG, CONNECTION_TAG] },
  },
});

export {
  useChangePasswordMutation,
  useCreateAccessTokenMutation,
  useCreateWebhookMutation,
  useDeleteWebhookMutation,
  useDeleteAccountMutation,
  useGetCalendarFeedQuery,
  useGetOwnProfileQuery,
  useGetUserSettingsQuery,
  useListAccessTokensQuery,
  useListWebhookDeliveriesQuery,
  useListWebhooksQuery,
  useListConnectionsQuery,
  useListThemesQuery,
  useRegenerateCalendarFeedMutation,
  useReplayWebhookDeliveryMutation,
  useRevokeAccessTokenMutation,
  useSignupMutation,
  useUpdateProfileEnhancedMutation,
  useUpdateProfileMutation,
  useUpdateUserSettingsMutation,
} from './generated';
export type * from './generated';
