import { matchRoutes, type RouteObject } from 'react-router';
import { NotFoundPage } from '../not-found/components/NotFoundPage';
import { createRoutes, resolveRemoteRoute, ROUTE_TABLE } from './route-table';

const routes = createRoutes(async () => []);
const leafPath = (url: string) => matchRoutes(routes, url)?.at(-1)?.route.path;
const remoteOf = (url: string) => ROUTE_TABLE.find((entry) => entry.path === leafPath(url))?.remote;

describe('route table (spec 2 §2.1)', () => {
  it.each([
    ['/', 'marketing'],
    ['/events', 'public_events'],
    ['/event/rooftop-party', 'public_events'],
    ['/event/rooftop-party/rsvp', 'public_events'],
    ['/event/rooftop-party/ticket', 'public_events'],
    ['/login', 'dashboard'],
    ['/signup', 'dashboard'],
    ['/attendee-signup', 'dashboard'],
    ['/dashboard', 'dashboard'],
    ['/dashboard/events/42/tickets', 'dashboard'],
    ['/terms', 'marketing'],
    ['/party-tag', 'marketing'],
  ])('%s is served by %s', (url, remote) => {
    expect(remoteOf(url)).toBe(remote);
  });

  it('sends any other single segment to the public profile', () => {
    expect(leafPath('/neonqueen')).toBe('/:username');
    expect(remoteOf('/neonqueen')).toBe('public_events');
  });

  it('sends deeper unknown paths to the 404 page', () => {
    expect(leafPath('/neonqueen/photos')).toBe('*');
    expect(leafPath('/dashboard/nope')).toBe('*');
  });
});

describe('resolveRemoteRoute', () => {
  const Page = () => null;
  const remoteRoutes: RouteObject[] = [{ path: '/events', Component: Page, handle: { title: 'Events' } }];

  it("takes the component and route data from the remote's route for the same path", async () => {
    await expect(resolveRemoteRoute(async () => remoteRoutes, 'public_events', '/events')).resolves.toEqual({
      Component: Page,
      handle: { title: 'Events' },
    });
  });

  it('shows the 404 page for a table entry the remote does not implement yet', async () => {
    await expect(
      resolveRemoteRoute(async () => remoteRoutes, 'public_events', '/qr/:userId'),
    ).resolves.toEqual({ Component: NotFoundPage });
  });

  it('lets a remote that fails to load reject, so the crash screen shows', async () => {
    await expect(
      resolveRemoteRoute(() => Promise.reject(new Error('remote down')), 'marketing', '/'),
    ).rejects.toThrow('remote down');
  });
});
