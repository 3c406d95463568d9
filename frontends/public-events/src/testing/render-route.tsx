import type { ComponentType } from 'react';
// The page as the browser's renderer draws it (Preact, ADR 0045), lazily loaded parts included.
import { renderToStringAsync } from 'preact-render-to-string';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { api, createAppStore } from '@nightlife/api';

type Store = ReturnType<typeof createAppStore>;
type Seed = (store: Store) => Promise<unknown>;

/** Puts a query answer in the cache, as if the server had sent it. */
export function cached(endpoint: string, arg: unknown, value: unknown): Seed {
  const upsert = api.util.upsertQueryData as unknown as (
    endpoint: string,
    arg: unknown,
    value: unknown,
  ) => Parameters<Store['dispatch']>[0];
  return (store) => Promise.resolve(store.dispatch(upsert(endpoint, arg, value)));
}

export const signedIn = cached('getSession', undefined, {
  authenticated: true,
  user: {
    id: 'u-me',
    username: 'dana',
    firstName: 'Dana',
    lastName: 'Vega',
    email: 'dana@example.com',
    isPromoter: false,
  },
});
export const signedOut = cached('getSession', undefined, { authenticated: false, user: null });

/**
 * Server-renders one route with a store already holding the given answers, as it settles: the
 * parts the page loads lazily are waited for, and the route is rendered again while the store's
 * answers change what it shows.
 */
export async function renderRoute(
  path: string,
  url: string,
  Component: ComponentType,
  seeds: Seed[],
): Promise<string> {
  const store = createAppStore();
  for (const seed of seeds) await seed(store);
  const render = () =>
    renderToStringAsync(
      <Provider store={store}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={<Component />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
  let html = await render();
  for (let pass = 0; pass < 5; pass++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    const settled = await render();
    if (settled === html) break;
    html = settled;
  }
  // Clears the cache's removal timers so the test process can exit.
  store.dispatch(api.util.resetApiState());
  return html;
}
