import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MARKETING_PAGES } from '@nightlife/domain';
import { eventSlugOfPath, profileUsernameOfPath } from './page-html';

// nginx sends the pages that carry data to the API (SHELL_INDEX_URL); a page missing from its
// list would lose its Open Graph tags and JSON-LD in the docker topology only.
const nginx = readFileSync(path.resolve(__dirname, '../../../../infra/docker/nginx.conf'), 'utf8');
const proxiedPages = new RegExp(
  /location ~ "(\^\/\(events[^"]+)" \{\s*proxy_pass http:\/\/nightlife_api;/.exec(nginx)?.[1] ?? '^$',
);
const proxiedProfiles = new RegExp(
  /location ~ "(\^\/\(\?!\(\?:events[^"]+)" \{\s*proxy_pass http:\/\/nightlife_api;/.exec(nginx)?.[1] ?? '^$',
);
const remotes = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../../../frontends/remotes.json'), 'utf8'),
) as Record<string, { routes: string[] }>;

describe('the pages nginx renders through the API (infra/docker/nginx.conf)', () => {
  it('are every page the API renders with data: /events, the event pages and each marketing page', () => {
    const pages = ['/events', '/events/', ...MARKETING_PAGES.map((page) => page.path)];
    for (const route of ['/event/neon-night', '/event/neon-night/rsvp', '/event/neon-night/ticket/'])
      pages.push(route);
    for (const page of pages)
      expect({ page, proxied: proxiedPages.test(page) }).toEqual({ page, proxied: true });
    // The same event paths as the API's own matcher.
    expect(eventSlugOfPath('/event/neon-night/ticket/')).toBe('neon-night');
  });

  it('leave the app pages and the static files to nginx', () => {
    for (const page of [
      '/',
      '/dashboard',
      '/login',
      '/nina.ortiz',
      '/remotes.json',
      '/index.html',
      '/main.3f9a1c2e7b.js',
    ])
      expect({ page, proxied: proxiedPages.test(page) }).toEqual({ page, proxied: false });
  });
});

describe('the profile pages nginx renders through the API', () => {
  it('are the paths the API reads as a username', () => {
    for (const page of ['/nina.ortiz', '/DJ_Nova', '/dj-nova/'])
      expect({
        page,
        proxied: proxiedProfiles.test(page),
        api: profileUsernameOfPath(page) !== null,
      }).toEqual({
        page,
        proxied: true,
        api: true,
      });
  });

  it('leave every page segment of frontends/remotes.json and the static files to nginx', () => {
    const segments = Object.values(remotes)
      .flatMap((remote) => remote.routes)
      .filter((route) => route !== '/' && !route.includes(':'));
    expect(segments.length).toBeGreaterThan(10);
    for (const page of [
      ...segments,
      ...segments.map((route) => `${route}/`),
      '/',
      '/remotes.json',
      '/index.html',
      '/door-sw.js',
      '/door.webmanifest',
      '/favicon.ico',
      '/main.3f9a1c2e7b.js',
      '/og/event/neon/0123456789abcdef.jpg',
    ])
      expect({ page, proxied: proxiedProfiles.test(page) }).toEqual({ page, proxied: false });
  });

  it('send the link-preview images to the API', () => {
    expect(nginx).toMatch(/location \^~ \/og\/ \{\s*proxy_pass http:\/\/nightlife_api;/);
    expect(nginx).toMatch(/location = \/og-default\.png \{\s*proxy_pass http:\/\/nightlife_api;/);
  });
});
