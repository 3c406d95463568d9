// Cache tags for the upload endpoints (../api/generated.ts is never edited).
import { EVENT_TAG, GUEST_LIST_TAG, PROFILE_TAG, SESSION_TAG } from '@nightlife/api';
import { dashboardApi } from '../api/generated';

export const uploadsApi = dashboardApi.enhanceEndpoints({
  endpoints: {
    // A new avatar changes what every view of the signed-in user shows (profiles, guest lists, hosts).
    setAvatar: { invalidatesTags: [SESSION_TAG, PROFILE_TAG, GUEST_LIST_TAG, EVENT_TAG] },
  },
});

export { usePublishUploadMutation, useRequestUploadMutation, useSetAvatarMutation } from '../api/generated';
export type { AvatarSet, PublishedMedia, UploadTarget } from '../api/generated';
