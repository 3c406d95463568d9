// Hand-written additions to the generated endpoints (src/generated/api.ts is never edited):
// the session is a cached resource that signing up, logging in and logging out invalidate.
import { generatedApi } from './generated/api';

export const SESSION_TAG = 'Session';

export const api = generatedApi.enhanceEndpoints({
  addTagTypes: [SESSION_TAG],
  endpoints: {
    getSession: { providesTags: [SESSION_TAG] },
    signup: { invalidatesTags: [SESSION_TAG] },
    login: { invalidatesTags: [SESSION_TAG] },
    logout: { invalidatesTags: [SESSION_TAG] },
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
  useGetEventBySlugQuery,
  useGetHealthQuery,
  useGetSessionQuery,
  useListEventsQuery,
  useListThemesQuery,
  useLoginMutation,
  useLogoutMutation,
  useSignupMutation,
  useSubmitErrorReportMutation,
} from './generated/api';
