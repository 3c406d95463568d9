import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './support/create-test-app';

describe('built frontends', () => {
  let dir: string;
  let t: TestApp;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'nightlife-frontends-'));
    const write = (file: string, content: string) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), content);
    };
    write('shell/dist/index.html', '<!doctype html><title>shell</title>');
    write('shell/dist/main.3f9a1c2e7b.js', 'console.log("shell")');
    write('dashboard/dist/mf-manifest.json', '{"name":"dashboard"}');
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

  it('serves the runtime manifest keyed by container name, with the routes each remote owns and per-remote overrides', async () => {
    const res = await t.request().get('/remotes.json').expect(200);
    expect(res.body).toEqual({
      public_events: { entry: '/remotes/public-events/mf-manifest.json', routes: ['/events', '/:username'] },
      dashboard: { entry: '/remotes/dashboard/mf-manifest.json', routes: ['/login'] },
      marketing: { entry: 'https://cdn.example/marketing/mf-manifest.json', routes: ['/'] },
    });
  });

  it('serves a remote from /remotes/<name>/ without caching its manifest', async () => {
    const res = await t.request().get('/remotes/dashboard/mf-manifest.json').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    await t.request().get('/remotes/public-events/mf-manifest.json').expect(404);
  });

  it('caches hashed shell assets for a year', async () => {
    const res = await t.request().get('/main.3f9a1c2e7b.js').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers app routes with the shell index.html, never cached', async () => {
    for (const route of ['/', '/events', '/event/some-party/rsvp', '/djnova']) {
      const res = await t.request().get(route).expect(200);
      expect(res.text).toContain('<title>shell</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps API 404s as problems rather than the shell', async () => {
    const res = await t.request().get('/api/nope').expect(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });
});
