export { createBaseQuery, type ApiError } from './base-query';
export { errorMessage } from './error-message';
export {
  api,
  SESSION_POLLING_INTERVAL_MS,
  SESSION_TAG,
  sessionQueryOptions,
  useGetEventBySlugQuery,
  useGetHealthQuery,
  useGetSessionQuery,
  useListEventsQuery,
  useListThemesQuery,
  useLoginMutation,
  useLogoutMutation,
  useSignupMutation,
  useSubmitErrorReportMutation,
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
