import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { api } from './enhanced-api';

/** Remotes add their slices by declaration merging on this interface, then `rootReducer.inject(slice)`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(api).withLazyLoadedSlices<LazyLoadedSlices>();
export const dynamicMiddleware = createDynamicMiddleware();

/** The single store; the shell creates it once and every remote shares it. */
export function createAppStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(api.middleware, dynamicMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
