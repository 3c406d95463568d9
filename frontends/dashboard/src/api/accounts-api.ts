// Cache tags for this remote's generated endpoints (./generated.ts is never edited).
import { EVENT_TAG, GUEST_LIST_TAG, SESSION_TAG } from '@nightlife/api';
import { dashboardApi } from './generated';

export const accountsApi = dashboardApi.enhanceEndpoints({
  endpoints: {
    // A new account is signed in: every viewer-dependent view is stale.
    signup: { invalidatesTags: [SESSION_TAG, EVENT_TAG, GUEST_LIST_TAG] },
  },
});

export { useSignupMutation } from './generated';
