export { baseApi } from './base-api';
export { createBaseQuery, type ApiError } from './base-query';
export { errorMessage } from './error-message';
export { prefetch } from './prefetch';
export { readApiFailure, type ApiFailure } from './problem';
export * from './enhanced-api';
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
// Redux Toolkit is not a federated module of its own: apps reach the one store and api through this lib.
export { setupListeners } from '@reduxjs/toolkit/query/react';
