import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isReservedUsername } from '@nightlife/domain';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { parseRemotesManifest, SINGLE_SEGMENT_CATCH_ALL, type RemotesManifest } from './route-ownership';
import { createRoutes, patchRemoteRoutes } from './routes';

// The runtime manifest the product ships (served as /remotes.json).
const manifest = parseRemotesManifest(
  JSON.parse(readFileSync(path.join(__dirname, '../../../remotes.json'), 'utf8')),
);

const Page = () => null;
const remotePages: Record<string, RouteObject[]> = {
  marketing: [{ path: '/', Component: Page }],
  public_events: [
    { path: '/events', Component: Page },
    { path: '/event/:slug', Component: Page },
    { path: '/:username', Component: Page },
    // Outside what public_events claims: never patched in.
    { path: '/login', Component: Page },
  ],
  dashboard: [
    { path: '/login', Component: Page },
    { path: '/dashboard/events/:eventId/tickets', Component: Page },
  ],
};

async function visit(url: string, source: Partial<{ manifest: RemotesManifest; fail: string }> = {}) {
  const loaded: string[] = [];
  const router = createMemoryRouter(createRoutes(), {
    initialEntries: [url],
    patchRoutesOnNavigation: patchRemoteRoutes({
      manifest: async () => source.manifest ?? manifest,
      routes: async (remote) => {
        loaded.push(remote);
        if (remote === source.fail) throw new Error(`${remote} is down`);
        return remotePages[remote];
      },
    }),
  });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else router.subscribe((state) => state.initialized && resolve());
  });
  const leaf = router.state.matches.at(-1)?.route;
  router.dispose();
  // '*' is the shell's 404 page.
  return { path: leaf?.path, loaded, errors: router.state.errors };
}

describe('routes: the shell maps first segments to remotes, each remote owns its pages', () => {
  it.each([
    ['/', 'marketing', '/'],
    ['/events', 'public_events', '/events'],
    ['/event/rooftop-party', 'public_events', '/event/:slug'],
    ['/login', 'dashboard', '/login'],
    ['/dashboard/events/42/tickets', 'dashboard', '/dashboard/events/:eventId/tickets'],
  ])('%s loads %s and shows its page %s', async (url, remote, pagePath) => {
    const result = await visit(url);
    expect(result.loaded).toEqual([remote]);
    expect(result.path).toBe(pagePath);
  });

  it('sends any other single segment to the public profile of the remote claiming /:username', async () => {
    const result = await visit('/neonqueen');
    expect(result.loaded).toEqual(['public_events']);
    expect(result.path).toBe('/:username');
  });

  it('shows the 404 page for a path under a claimed segment that the remote has no page for', async () => {
    const result = await visit('/event/rooftop-party/photos');
    expect(result.loaded).toEqual(['public_events']);
    expect(result.path).toBe('*');
  });

  it('shows the 404 page for deeper unknown paths without loading any remote', async () => {
    const result = await visit('/neonqueen/photos');
    expect(result.loaded).toEqual([]);
    expect(result.path).toBe('*');
  });

  it('ignores a route a remote declares outside the segments it claims', async () => {
    const manifestWithoutDashboard = { ...manifest };
    delete manifestWithoutDashboard.dashboard;
    // /login now falls under the catch-all (a single segment): public_events' own /login is dropped.
    const result = await visit('/login', { manifest: manifestWithoutDashboard });
    expect(result.loaded).toEqual(['public_events']);
    expect(result.path).toBe('/:username');
  });

  it('lets a remote that fails to load surface as a route error (the crash screen)', async () => {
    const result = await visit('/events', { fail: 'public_events' });
    expect(Object.values(result.errors ?? {})).toEqual([new Error('public_events is down')]);
  });
});

describe('/remotes.json', () => {
  it('claims every first segment of the route table (spec 2 §2.1) and the staff inbox exactly once', () => {
    const claims = Object.values(manifest).flatMap((remote) => remote.routes);
    expect(new Set(claims).size).toBe(claims.length);
    expect(claims.sort()).toEqual(
      [
        '/',
        '/events',
        '/event',
        '/attendee-signup',
        '/login',
        '/signup',
        '/profile-setup',
        '/verification',
        '/dashboard',
        '/about',
        '/team',
        '/partnerships',
        '/contact',
        '/flyer-studio',
        '/party-tag',
        '/hookah-service',
        '/terms',
        // The privacy policy (marketing), beyond the spec's table: the footer's legal links.
        '/privacy',
        '/qr',
        '/:username',
        // The staff inbox (marketing), beyond the spec's table.
        '/staff',
        // The door app (dashboard, issue 19), beyond the spec's table.
        '/door',
      ].sort(),
    );
  });

  it('refuses a manifest entry without routes', () => {
    expect(() => parseRemotesManifest({ marketing: '/remotes/marketing/mf-manifest.json' })).toThrow(
      '"marketing" needs an "entry" URL and a "routes" list',
    );
  });
});

describe('reserved usernames (profiles live at /{username})', () => {
  const openapi = JSON.parse(
    readFileSync(path.join(__dirname, '../../../../backend/openapi/openapi.json'), 'utf8'),
  ) as { paths: Record<string, unknown> };

  it('include every first segment a remote claims, so no user can take a page', () => {
    const segments = Object.values(manifest)
      .flatMap((remote) => remote.routes)
      .filter((route) => route !== '/' && route !== SINGLE_SEGMENT_CATCH_ALL)
      .map((route) => route.slice(1));
    expect(segments.filter((segment) => !isReservedUsername(segment))).toEqual([]);
  });

  it("include the API's and the static hosting's top-level paths", () => {
    const apiSegments = Object.keys(openapi.paths).map((apiPath) => apiPath.split('/')[1]);
    const served = ['remotes', 'remotes.json', 'og-default.png', 'index.html', 'mf-manifest.json'];
    expect([...new Set([...apiSegments, ...served])].filter((name) => !isReservedUsername(name))).toEqual([]);
  });
});
