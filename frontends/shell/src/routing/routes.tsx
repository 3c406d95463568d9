// The shell's whole route tree: the layout, its crash screen and the 404 page. Pages arrive from
// the remotes on first navigation (react-router's lazy route discovery): the remote that owns the
// path (route-ownership.ts) hands over its route objects, patched in under PAGES_ROUTE_ID.
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { RouteCrashScreen } from '../errors/components/RouteCrashScreen';
import { AppLayout } from '../layout/components/AppLayout';
import { PageLoading } from '../layout/components/PageLoading';
import { NotFoundPage } from '../not-found/components/NotFoundPage';
import { claimedRoutes, ownerOf, type RemotesManifest } from './route-ownership';

export const PAGES_ROUTE_ID = 'pages';

export interface RemoteRoutesSource {
  manifest(): Promise<RemotesManifest>;
  /** The route objects a remote exposes as `./routes`. */
  routes(remote: string): Promise<RouteObject[]>;
}

export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: AppLayout,
      // Used only if the layout itself fails; page errors render inside the layout below.
      errorElement: <RouteCrashScreen />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        {
          id: PAGES_ROUTE_ID,
          errorElement: <RouteCrashScreen />,
          children: [{ path: '*', Component: NotFoundPage }],
        },
      ],
    },
  ];
}

/** Adds a remote's routes the first time a path it owns is visited. */
export function patchRemoteRoutes(source: RemoteRoutesSource): PatchRoutesOnNavigationFunction {
  const patched = new Set<string>();
  return async ({ path, patch }) => {
    const manifest = await source.manifest();
    const remote = ownerOf(new URL(path, 'http://localhost').pathname, manifest);
    if (remote === undefined || patched.has(remote)) return;
    const routes = await source.routes(remote);
    patch(PAGES_ROUTE_ID, claimedRoutes(routes, manifest[remote].routes));
    patched.add(remote);
  };
}
