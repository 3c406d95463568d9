// Cache tags for the upload endpoints (../api/generated.ts is never edited).
import { SESSION_TAG } from '@nightlife/api';
import { dashboardApi } from '../api/generated';

export const uploadsApi = dashboardApi.enhanceEndpoints({
  endpoints: {
    // A new avatar changes what every view of the signed-in user shows.
    setAvatar: { invalidatesTags: [SESSION_TAG] },
  },
});

export { usePublishUploadMutation, useRequestUploadMutation, useSetAvatarMutation } from '../api/generated';
export type { AvatarSet, PublishedMedia, UploadTarget } from '../api/generated';
