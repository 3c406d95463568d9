import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { api } from './enhanced-api';

/** Remotes add their slices by declaration merging on this interface, then `rootReducer.inject(slice)`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(api).withLazyLoadedSlices<LazyLoadedSlices>();
export const dynamicMiddleware = createDynamicMiddleware();

/** The single store; the shell creates it once and every remote shares it. */
export function createAppStore() {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(api.middleware, dynamicMiddleware.middleware),
  });
  created = store;
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;

let created: AppStore | undefined;

/**
 * The store the shell created, for code that runs outside React: a route's loader starts its
 * page's queries there, so the page renders with its data (components reach it through react-redux).
 */
export function appStore(): AppStore {
  if (!created) throw new Error('No store yet: the shell creates it before the router starts');
  return created;
}
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
