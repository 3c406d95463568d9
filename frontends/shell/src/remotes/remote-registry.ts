// Remote URLs come from the runtime manifest GET /remotes.json (never baked into the build),
// so each remote deploys on its own. A remote's entry is fetched only when one of its pages
// is first visited.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router';

export type RemoteName = 'public_events' | 'dashboard' | 'marketing';

let registered: Promise<void> | undefined;

export function registerRemotesFromManifest(manifestUrl = '/remotes.json'): Promise<void> {
  registered = (async () => {
    const response = await fetch(manifestUrl, { cache: 'no-cache' });
    if (!response.ok)
      throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
    const manifest = (await response.json()) as Record<string, string>;
    registerRemotes(
      Object.entries(manifest).map(([name, entry]) => ({
        name,
        entry: new URL(entry, window.location.href).href,
      })),
    );
  })();
  // The failure surfaces where a page needs a remote (crash screen), not as an unhandled rejection.
  registered.catch(() => undefined);
  return registered;
}

const routesByRemote = new Map<RemoteName, Promise<RouteObject[]>>();

/** The route objects a remote exposes as `./routes`; a failed load is retried on the next visit. */
export function loadRemoteRoutes(remote: RemoteName): Promise<RouteObject[]> {
  let routes = routesByRemote.get(remote);
  if (!routes) {
    routes = (async () => {
      if (!registered) throw new Error('Remotes are not registered');
      await registered;
      const module = await loadRemote<{ default: RouteObject[] }>(`${remote}/routes`);
      if (!module?.default) throw new Error(`Remote "${remote}" did not provide its routes`);
      return module.default;
    })();
    routesByRemote.set(remote, routes);
    routes.catch(() => routesByRemote.delete(remote));
  }
  return routes;
}
