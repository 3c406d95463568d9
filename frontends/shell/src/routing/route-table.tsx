// Spec 2 §2.1 route table: which remote renders each path. The remote's own route object
// for the same path supplies the component (loaded on first visit).
import type { RouteObject } from 'react-router';
import { RouteCrashScreen } from '../errors/components/RouteCrashScreen';
import { AppLayout } from '../layout/components/AppLayout';
import { PageLoading } from '../layout/components/PageLoading';
import { NotFoundPage } from '../not-found/components/NotFoundPage';
import type { RemoteName } from '../remotes/remote-registry';

export const ROUTE_TABLE: ReadonlyArray<{ path: string; remote: RemoteName }> = [
  { path: '/', remote: 'marketing' },
  { path: '/events', remote: 'public_events' },
  { path: '/event/:slug', remote: 'public_events' },
  { path: '/event/:slug/rsvp', remote: 'public_events' },
  { path: '/event/:slug/ticket', remote: 'public_events' },
  { path: '/attendee-signup', remote: 'dashboard' },
  { path: '/login', remote: 'dashboard' },
  { path: '/signup', remote: 'dashboard' },
  { path: '/profile-setup', remote: 'dashboard' },
  { path: '/verification', remote: 'dashboard' },
  { path: '/dashboard', remote: 'dashboard' },
  { path: '/dashboard/events/:eventId/tickets', remote: 'dashboard' },
  { path: '/about', remote: 'marketing' },
  { path: '/team', remote: 'marketing' },
  { path: '/partnerships', remote: 'marketing' },
  { path: '/contact', remote: 'marketing' },
  { path: '/flyer-studio', remote: 'marketing' },
  { path: '/party-tag', remote: 'marketing' },
  { path: '/hookah-service', remote: 'marketing' },
  { path: '/terms', remote: 'marketing' },
  { path: '/qr/:userId', remote: 'public_events' },
  // Catch-all for a single segment: a public profile.
  { path: '/:username', remote: 'public_events' },
];

/** Route properties a lazily loaded route may take over from the remote's route object. */
const TRANSFERABLE = [
  'Component',
  'element',
  'loader',
  'action',
  'ErrorBoundary',
  'errorElement',
  'handle',
  'shouldRevalidate',
  'HydrateFallback',
  'hydrateFallbackElement',
] as const;

export type RemoteRoutesLoader = (remote: RemoteName) => Promise<RouteObject[]>;

/** Resolves a table entry to the remote's route; a path the remote does not (yet) implement shows the 404 page. */
export async function resolveRemoteRoute(load: RemoteRoutesLoader, remote: RemoteName, path: string) {
  const routes = await load(remote);
  const match = routes.find((route) => route.path === path);
  if (!match) return { Component: NotFoundPage };
  const picked: Record<string, unknown> = {};
  for (const key of TRANSFERABLE) if (match[key] !== undefined) picked[key] = match[key];
  return picked as Pick<RouteObject, (typeof TRANSFERABLE)[number]>;
}

export function createRoutes(load: RemoteRoutesLoader): RouteObject[] {
  return [
    {
      id: 'root',
      Component: AppLayout,
      // Used only if the layout itself fails; page errors render inside the layout below.
      errorElement: <RouteCrashScreen />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        {
          errorElement: <RouteCrashScreen />,
          children: [
            ...ROUTE_TABLE.map(({ path, remote }) => ({
              path,
              lazy: () => resolveRemoteRoute(load, remote, path),
            })),
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}
