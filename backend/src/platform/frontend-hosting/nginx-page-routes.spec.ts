import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MARKETING_PAGES } from '@nightlife/domain';
import { eventSlugOfPath } from './page-html';

// nginx sends the pages that carry data to the API (SHELL_INDEX_URL); a page missing from its
// list would lose its Open Graph tags and JSON-LD in the docker topology only.
const nginx = readFileSync(path.resolve(__dirname, '../../../../infra/docker/nginx.conf'), 'utf8');
const proxiedPages = new RegExp(
  /location ~ "(\^\/\(events[^"]+)" \{\s*proxy_pass http:\/\/nightlife_api;/.exec(nginx)?.[1] ?? '^$',
);

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
