// Which remote owns a path. The shell knows no page of any remote: /remotes.json lists, per
// remote, the first path segments it owns ('/events' owns /events and everything below it),
// '/' for the home page, and '/:username' for the single-segment catch-all (public profiles).
// Everything below a claimed segment is the remote's business, so a remote adds pages there
// without a shell release.
import type { RouteObject } from 'react-router';

/** The claim for any single segment no remote claims by name. */
export const SINGLE_SEGMENT_CATCH_ALL = '/:username';

export interface RemoteEntry {
  /** URL of the remote's mf-manifest.json (relative to the page). */
  entry: string;
  /** First segments the remote owns: '/', '/events', or the catch-all '/:username'. */
  routes: string[];
}

export type RemotesManifest = Record<string, RemoteEntry>;

function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

/** The claim a path falls under: '/' for the home page, else '/' + its first segment, lower-cased. */
function claimOf(pathname: string): string {
  const [first] = segmentsOf(pathname);
  return first === undefined ? '/' : `/${first.toLowerCase()}`;
}

/** The remote that renders `pathname`, or undefined (the shell's 404 page). */
export function ownerOf(pathname: string, manifest: RemotesManifest): string | undefined {
  const claim = claimOf(pathname);
  const remotes = Object.entries(manifest);
  const named = remotes.find(([, remote]) => remote.routes.includes(claim));
  if (named) return named[0];
  if (segmentsOf(pathname).length !== 1) return undefined;
  return remotes.find(([, remote]) => remote.routes.includes(SINGLE_SEGMENT_CATCH_ALL))?.[0];
}

/**
 * The remote's top-level routes that stay inside what it claims: a remote cannot take over
 * another remote's segment (or the shell's 404) by declaring a route there.
 */
export function claimedRoutes(routes: RouteObject[], claims: readonly string[]): RouteObject[] {
  return routes.filter((route) => {
    const path = route.path ?? '';
    if (!path.startsWith('/')) return false;
    if (path === SINGLE_SEGMENT_CATCH_ALL) return claims.includes(SINGLE_SEGMENT_CATCH_ALL);
    return claims.includes(claimOf(path));
  });
}

/** Checks the JSON of /remotes.json, so a broken manifest fails with a clear message. */
export function parseRemotesManifest(json: unknown): RemotesManifest {
  if (!json || typeof json !== 'object') throw new Error('/remotes.json is not an object');
  for (const [name, remote] of Object.entries(json as Record<string, Partial<RemoteEntry>>)) {
    const valid =
      typeof remote?.entry === 'string' &&
      Array.isArray(remote.routes) &&
      remote.routes.every((route: unknown) => typeof route === 'string' && route.startsWith('/'));
    if (!valid) throw new Error(`/remotes.json: "${name}" needs an "entry" URL and a "routes" list`);
  }
  return json as RemotesManifest;
}
