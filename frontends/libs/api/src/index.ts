export { createBaseQuery, type ApiError } from './base-query';
export { errorMessage } from './error-message';
export {
  api,
  EVENT_TAG,
  GUEST_LIST_TAG,
  SESSION_POLLING_INTERVAL_MS,
  SESSION_TAG,
  sessionQueryOptions,
  useCreateConnectionMutation,
  useCreateEventMutation,
  useCreateRsvpMutation,
  useGetEventBySlugQuery,
  useGetHealthQuery,
  useGetSessionQuery,
  useListEventRsvpsWithUsersQuery,
  useListEventsQuery,
  useListThemesQuery,
  useLoginMutation,
  useLogoutMutation,
  useSignupMutation,
  useSubmitErrorReportMutation,
  useUpdateRsvpStatusMutation,
} from './enhanced-api';
export type * from './generated/api';
export {
  createAppStore,
  dynamicMiddleware,
  rootReducer,
  type AppDispatch,
  type AppStore,
  type LazyLoadedSlices,
  type RootState,
} from './store';
