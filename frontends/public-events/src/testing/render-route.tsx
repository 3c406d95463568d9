import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
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
 * Server-renders one route with a store already holding the given answers, as it settles: a part
 * the page loads lazily renders its fallback first, so the route is rendered again once every
 * such part has loaded.
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
    renderToStaticMarkup(
      <Provider store={store}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={<Component />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
  let html = render();
  for (let pass = 0; pass < 5; pass++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    const settled = render();
    if (settled === html) break;
    html = settled;
  }
  // Clears the cache's removal timers so the test process can exit.
  store.dispatch(api.util.resetApiState());
  return html;
}
