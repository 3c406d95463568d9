import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { addDaysToDateKey, localDateKey } from '@nightlife/domain';
import { signUp } from './support/accounts';
import { createTestApp, type TestApp } from './support/create-test-app';

// The docker topology (infra/docker/nginx.conf): nginx serves the frontends and sends /events,
// the event pages and the marketing pages to the API, which renders them into the web tier's
// own index.html (so their script hashes are the files nginx serves) or answers 404 for the
// static shell to take over.
const ORIGIN = 'https://nightlife.example';
const WEB_SHELL = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>NIGHTLIFE | Shell</title>
<meta name="description" content="The generic description"></head><body><div id="root"></div>
<script defer src="/main.web1234abcd.js"></script></body></html>`;

describe('pages rendered into the web tier’s shell (SHELL_INDEX_URL)', () => {
  let web: Server;
  let webUp = true;
  let shellFetches = 0;
  let emptyFrontends: string;
  let t: TestApp;
  let slug: string;

  beforeAll(async () => {
    web = createServer((req, res) => {
      shellFetches++;
      if (!webUp || req.url !== '/index.html') return void res.writeHead(503).end();
      res.writeHead(200, { 'content-type': 'text/html' }).end(WEB_SHELL);
    });
    await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
    // The API image has no frontends build.
    emptyFrontends = mkdtempSync(path.join(os.tmpdir(), 'nightlife-no-frontends-'));
    t = await createTestApp({
      frontendsDir: emptyFrontends,
      appOrigins: [ORIGIN],
      shellIndexUrl: `http://127.0.0.1:${(web.address() as AddressInfo).port}/index.html`,
    });
    const { agent: host } = await signUp(t, { accountType: 'host' });
    const date = addDaysToDateKey(localDateKey(new Date(), 'America/Chicago'), 2);
    slug = (await host.post('/api/events').send({ date, title: 'Web Tier Night' }).expect(201)).body.slug;
  });

  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => web.close(resolve));
    rmSync(emptyFrontends, { recursive: true, force: true });
  });

  it('answers 404 while the web tier cannot give its shell, so that nginx serves the static one', async () => {
    webUp = false;
    try {
      await t.request().get('/about').expect(404);
    } finally {
      webUp = true;
    }
  });

  // Right after the web tier was down: nothing is cached, so the first requests fetch it.
  it('fetches the shell once for requests that arrive together, and reuses it for a few seconds', async () => {
    const before = shellFetches;
    await Promise.all(Array.from({ length: 5 }, () => t.request().get('/about').expect(200)));
    for (let i = 0; i < 5; i++) await t.request().get('/team').expect(200);
    expect(shellFetches - before).toBe(1);
  });

  it('renders an event page, /events and a marketing page with their data into the fetched shell', async () => {
    for (const [route, expected] of [
      [`/event/${slug}/ticket`, '<meta property="og:title" content="Web Tier Night">'],
      ['/events', '"@type":"ItemList"'],
      ['/team', '<title>Meet the Team | NIGHTLIFE</title>'],
    ]) {
      const res = await t.request().get(route).expect(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain(expected);
      // The web tier's scripts, not a build of the API's own.
      expect(res.text).toContain('<script defer src="/main.web1234abcd.js"></script>');
    }
  });

  it('answers 404 where it has no data, so that nginx serves its static shell', async () => {
    await t.request().get('/event/no-such-event').expect(404);
    await t.request().get('/dashboard').expect(404);
  });

  // Another page, size, status or search of /events: the app reads those events, but the page's
  // header is the same for everyone, so the fetched shell gets it as its first frame (no splash).
  it('renders the list header alone into the fetched shell for another page or filter of /events', async () => {
    const res = await t.request().get('/events?page=2').expect(200);
    expect(res.text).toContain('<h1 class="nl-page-header__title">Events</h1>');
    expect(res.text).not.toContain('"@type":"ItemList"');
    expect(res.text).toContain('<script defer src="/main.web1234abcd.js"></script>');
  });
});
