// Remote URLs and the segments each remote owns come from the runtime manifest GET /remotes.json
// (never baked into the build), so each remote deploys on its own. A remote's mf-manifest.json
// and entry are fetched only when one of its pages is first visited.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router';
import { parseRemotesManifest, type RemotesManifest } from '../routing/route-ownership';
import type { RemoteRoutesSource } from '../routing/routes';

let registered: Promise<RemotesManifest> | undefined;

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  return response.json();
}

/** A remote's mf-manifest.json names its (content-hashed) remoteEntry file. */
async function remoteEntryUrl(manifestUrl: string): Promise<string> {
  const { metaData } = (await fetchJson(manifestUrl)) as {
    metaData: { publicPath: string; remoteEntry: { path: string; name: string } };
  };
  const base = new URL(metaData.publicPath, manifestUrl);
  return new URL([metaData.remoteEntry.path, metaData.remoteEntry.name].filter(Boolean).join('/'), base).href;
}

export function registerRemotesFromManifest(manifestUrl = '/remotes.json'): Promise<RemotesManifest> {
  registered = (async () => parseRemotesManifest(await fetchJson(manifestUrl)))();
  // The failure surfaces where a page needs a remote (crash screen), not as an unhandled rejection.
  registered.catch(() => undefined);
  return registered;
}

function registeredManifest(): Promise<RemotesManifest> {
  if (!registered) return Promise.reject(new Error('Remotes are not registered'));
  return registered;
}

const routesByRemote = new Map<string, Promise<RouteObject[]>>();

/** The route objects a remote exposes as `./routes`; a failed load is retried on the next visit. */
function loadRemoteRoutes(remote: string): Promise<RouteObject[]> {
  let routes = routesByRemote.get(remote);
  if (!routes) {
    routes = (async () => {
      const manifest = await registeredManifest();
      const manifestUrl = new URL(manifest[remote].entry, window.location.href).href;
      registerRemotes([{ name: remote, entry: await remoteEntryUrl(manifestUrl) }]);
      const module = await loadRemote<{ default: RouteObject[] }>(`${remote}/routes`);
      if (!module?.default) throw new Error(`Remote "${remote}" did not provide its routes`);
      return module.default;
    })();
    routesByRemote.set(remote, routes);
    routes.catch(() => routesByRemote.delete(remote));
  }
  return routes;
}

export const remoteRoutes: RemoteRoutesSource = {
  manifest: registeredManifest,
  routes: loadRemoteRoutes,
};
