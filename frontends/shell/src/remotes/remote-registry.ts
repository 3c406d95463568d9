// Remote URLs and the segments each remote owns come from the runtime manifest GET /remotes.json
// (never baked into the build), so each remote deploys on its own. A remote's mf-manifest.json
// and entry are fetched only when one of its pages is first visited (the page may carry both
// manifests already: boot-documents.ts).
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router';
import { parseRemotesManifest, type RemotesManifest } from '../routing/route-ownership';
import type { RemoteRoutesSource } from '../routing/routes';
import { fetchJson } from './boot-documents';
import { remoteEntryUrl, type FederationManifest } from './federation-manifest';

let registered: Promise<RemotesManifest> | undefined;

/** A remote's mf-manifest.json names its (content-hashed) remoteEntry file. */
async function remoteEntryOf(manifestUrl: string, entry: string): Promise<string> {
  return remoteEntryUrl((await fetchJson(entry)) as FederationManifest, manifestUrl);
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
      const { entry } = manifest[remote];
      const manifestUrl = new URL(entry, window.location.href).href;
      registerRemotes([{ name: remote, entry: await remoteEntryOf(manifestUrl, entry) }]);
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
