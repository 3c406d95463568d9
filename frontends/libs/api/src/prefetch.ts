import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { appStore, type RootState } from './store';

/** A query's `initiate(...)`: dispatched, a promise of its answer that holds a subscription. */
type StartQuery = ThunkAction<
  PromiseLike<unknown> & { unsubscribe(): void },
  RootState,
  unknown,
  UnknownAction
>;

/**
 * Runs a query in the one store and waits for its answer, for a route's loader: the page's first
 * render then has the data, so a shared link goes from the server's first frame straight to the
 * page, never through a loading state, and an in-app navigation loads code and data together. A
 * failure is the page's to show (its hook reads the same cache entry): this never throws.
 */
export async function prefetch(startQuery: StartQuery): Promise<void> {
  const query = appStore().dispatch(startQuery);
  try {
    await query;
  } finally {
    // The page's hook subscribes when it mounts; the entry outlives this by keepUnusedDataFor.
    query.unsubscribe();
  }
}
