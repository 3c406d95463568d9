import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './support/create-test-app';
import { bootDocumentsOf, withoutBootDocuments } from './support/page-html';

// The build step that writes the .br/.gz copies, run here exactly as the frontends' builds run it.
const PRECOMPRESS = path.resolve(__dirname, '../../frontends/precompress.mjs');
const IMMUTABLE = 'public, max-age=31536000, immutable';

// Files the size of real ones (above the 1 KB below which compressing is not worth it).
const SHELL_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>shell</title>
<meta name="description" content="${'The party your group chat warned you about. '.repeat(20)}"></head>
<body><div id="root"></div><script defer src="/main.3f9a1c2e7b.js"></script></body></html>`;
const SHELL_JS = `console.log("shell");\n${'export const route = () => import("./page.js");\n'.repeat(200)}`;
const SHELL_CSS = `:root{--neon:#ff2bd6}\n${'.card{color:var(--neon);padding:4px}\n'.repeat(100)}`;
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="4" height="4"/>'.repeat(80)}</svg>`;
const MANIFEST = JSON.stringify({
  id: 'dashboard',
  name: 'dashboard',
  metaData: {
    name: 'dashboard',
    publicPath: '/remotes/dashboard/',
    remoteEntry: { name: 'remoteEntry.5d0e9b1a44.js', path: '', type: 'global' },
    buildInfo: { buildVersion: '0.1.0', buildName: '@nightlife/dashboard' },
  },
  shared: [],
  exposes: [
    {
      id: 'dashboard:routes',
      name: 'routes',
      path: './routes',
      assets: {
        js: { sync: ['__federation_expose_routes.1a2b3c4d5e.js'], async: Array(40).fill('1.0a1b2c3d4e.js') },
        css: { sync: [], async: [] },
      },
    },
  ],
});

describe('built frontends', () => {
  let dir: string;
  let t: TestApp;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'nightlife-frontends-'));
    const write = (file: string, content: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), content);
    };
    write('shell/dist/index.html', SHELL_HTML);
    write('shell/dist/main.3f9a1c2e7b.js', SHELL_JS);
    write('shell/dist/main.5d0e9b1a44.css', SHELL_CSS);
    write('shell/dist/assets/logo.9c1d2e3f4a.svg', LOGO_SVG);
    write('shell/dist/tiny.0a1b2c3d4e.js', '1');
    write('dashboard/dist/mf-manifest.json', MANIFEST);
    execFileSync(process.execPath, [
      PRECOMPRESS,
      path.join(dir, 'shell/dist'),
      path.join(dir, 'dashboard/dist'),
    ]);
    write(
      'remotes.json',
      JSON.stringify({
        public_events: {
          entry: '/remotes/public-events/mf-manifest.json',
          routes: ['/events', '/:username'],
        },
        dashboard: { entry: '/remotes/dashboard/mf-manifest.json', routes: ['/login'] },
        marketing: { entry: '/remotes/marketing/mf-manifest.json', routes: ['/'] },
      }),
    );
    // public-events and marketing are not built: the API must still start.
    t = await createTestApp({
      frontendsDir: dir,
      remoteUrls: { marketing: 'https://cdn.example/marketing/mf-manifest.json' },
    });
  });

  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding: string) =>
    t.request().get(url).set('Accept-Encoding', acceptEncoding).expect(200);

  it('serves the runtime manifest keyed by container name, with the routes each remote owns and per-remote overrides', async () => {
    const res = await t.request().get('/remotes.json').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toEqual({
      public_events: { entry: '/remotes/public-events/mf-manifest.json', routes: ['/events', '/:username'] },
      dashboard: { entry: '/remotes/dashboard/mf-manifest.json', routes: ['/login'] },
      marketing: { entry: 'https://cdn.example/marketing/mf-manifest.json', routes: ['/'] },
    });
  });

  it('serves a remote from /remotes/<name>/ without caching its manifest', async () => {
    const res = await get('/remotes/dashboard/mf-manifest.json', 'br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body).toEqual(JSON.parse(MANIFEST));
    await t.request().get('/remotes/public-events/mf-manifest.json').expect(404);
  });

  it.each([
    ['/main.3f9a1c2e7b.js', SHELL_JS, /^text\/javascript/],
    ['/main.5d0e9b1a44.css', SHELL_CSS, /^text\/css/],
    ['/assets/logo.9c1d2e3f4a.svg', LOGO_SVG, /^image\/svg\+xml/],
  ])(
    'sends %s as its brotli or gzip copy, as the client accepts, cached for a year',
    async (url, content, type) => {
      for (const [accepted, encoding, suffix] of [
        ['gzip, deflate, br, zstd', 'br', '.br'],
        ['br;q=1.0, gzip;q=0.8', 'br', '.br'],
        ['gzip, deflate', 'gzip', '.gz'],
      ]) {
        const res = await get(url, accepted);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
        expect(res.headers['content-type']).toMatch(type);
        expect(res.headers['cache-control']).toBe(IMMUTABLE);
        // The bytes on the wire are the build's compressed copy; decoded, they are the file.
        const copy = readFileSync(path.join(dir, 'shell/dist', `${url}${suffix}`));
        expect(Number(res.headers['content-length'])).toBe(copy.length);
        expect(copy.length).toBeLessThan(content.length / 3);
        // superagent decodes br and gzip; it hands images over as bytes.
        expect(res.text ?? (res.body as Buffer).toString('utf8')).toBe(content);
      }
    },
  );

  it('sends the file itself to a client that accepts no compression', async () => {
    for (const accepted of ['identity', 'gzip;q=0, br;q=0']) {
      const res = await get('/main.3f9a1c2e7b.js', accepted);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(Number(res.headers['content-length'])).toBe(SHELL_JS.length);
      expect(res.text).toBe(SHELL_JS);
    }
  });

  it('sends a file too small to gain from compression as it is', async () => {
    const res = await get('/tiny.0a1b2c3d4e.js', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe('1');
  });

  it('answers app routes with the shell index.html, compressed per response and never cached', async () => {
    for (const route of ['/', '/login', '/event/some-party/rsvp', '/djnova']) {
      for (const [accepted, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ]) {
        const res = await get(route, accepted as string);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(withoutBootDocuments(res.text)).toBe(SHELL_HTML);
      }
    }
  });

  it('puts in every page the documents the shell fetches first: /remotes.json and the manifests of the remotes served here', async () => {
    for (const route of ['/', '/events', '/djnova']) {
      const documents = bootDocumentsOf((await get(route, 'br')).text);
      expect(documents['/remotes.json']).toEqual((await t.request().get('/remotes.json')).body);
      // Where the dashboard's entry and its routes module are; not the rest of its build manifest.
      expect(documents['/remotes/dashboard/mf-manifest.json']).toEqual({
        metaData: {
          publicPath: '/remotes/dashboard/',
          remoteEntry: { name: 'remoteEntry.5d0e9b1a44.js', path: '', type: 'global' },
        },
        exposes: JSON.parse(MANIFEST).exposes,
      });
      // public-events is not built here, and marketing is served from another origin: the shell fetches those.
      expect(Object.keys(documents).sort()).toEqual(['/remotes.json', '/remotes/dashboard/mf-manifest.json']);
    }
  });

  it('leaves API responses to the API', async () => {
    const res = await get('/api/health', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('serves a robots.txt that lets crawlers read the public pages', async () => {
    const res = await t.request().get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toMatch(/^User-agent: \*$/m);
    expect(res.text).toMatch(/^Disallow: \/dashboard$/m);
    expect(res.text).not.toMatch(/^Disallow: \/$/m);
  });

  it('keeps API 404s as problems rather than the shell', async () => {
    const res = await t.request().get('/api/nope').expect(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });
});
