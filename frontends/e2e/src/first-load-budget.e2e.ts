// Size budget (issues 7 and 22): at most 150 KB of gzipped JavaScript before the page is interactive on
// `/`, `/events` and an event page. Chromium opens each page on a cold profile and lists the
// scripts it fetches until the page shows its content and the network is idle; the bytes are
// those files of the build, gzipped here at level 9, so the result depends on the build only
// (never on timing or the server's compression). infra/bench measures the transfer itself.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { FIRST_LOAD_BUDGET_GZIP_BYTES as BUDGET_GZIP_BYTES } from './support/first-load-budget.ts';
import { skipReason, useProduct } from './support/product.ts';

// The splash plays first (spec: ~3 s); a busy machine stretches it.
const READY = { timeout: 60_000 };
const frontends = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where a served script lives in the build: /remotes/<remote>/x.js or the shell's dist. */
function builtFile(pathname: string): string {
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname);
  return remote
    ? path.join(frontends, remote[1], 'dist', remote[2])
    : path.join(frontends, 'shell', 'dist', pathname);
}

async function scriptsLoadedBy(page: Page, url: string, ready: (page: Page) => Promise<void>) {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await ready(page);
  return [...scripts].sort();
}

function sizes(files: string[]) {
  const rows = files.map((pathname) => {
    const bytes = readFileSync(builtFile(pathname));
    return {
      pathname,
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes).length,
    };
  });
  const total = (key: 'raw' | 'gzip' | 'brotli') => rows.reduce((sum, row) => sum + row[key], 0);
  return { rows, raw: total('raw'), gzip: total('gzip'), brotli: total('brotli') };
}

describe('first-load JavaScript budget', () => {
  const product = useProduct();

  test(
    `/, /events and an event page each load at most ${BUDGET_GZIP_BYTES / 1000} KB of gzipped JavaScript`,
    { skip: skipReason },
    async () => {
      const list = await fetch(`${product().baseUrl}/api/events?page=1&limit=1`);
      const [event] = ((await list.json()) as { events: Array<{ slug: string; title: string }> }).events;
      // Each page is ready when the app has drawn it: the server's first frames of /events and an
      // event page already hold event links and the title, so the app's own elements are awaited.
      const pages: Array<[string, (page: Page) => Promise<void>]> = [
        ['/', (page) => page.getByRole('banner').getByRole('link', { name: 'Events' }).waitFor(READY)],
        ['/events', (page) => page.locator('a.pe-card__link').first().waitFor(READY)],
        [
          `/event/${event.slug}`,
          (page) => page.locator('.pe-event__title', { hasText: event.title }).waitFor(READY),
        ],
      ];
      const over: string[] = [];
      for (const [url, ready] of pages) {
        const page = await product().newPage({ firstVisit: true });
        const measured = sizes(await scriptsLoadedBy(page, url, ready));
        const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
        console.log(
          `${url}: ${measured.rows.length} scripts, ${kb(measured.raw)} raw, ${kb(measured.gzip)} gzip, ${kb(measured.brotli)} brotli\n` +
            measured.rows.map((row) => `  ${kb(row.gzip).padStart(9)}  ${row.pathname}`).join('\n'),
        );
        if (measured.gzip > BUDGET_GZIP_BYTES) {
          const chunks = [...measured.rows]
            .sort((a, b) => b.gzip - a.gzip)
            .map((row) => `${kb(row.gzip)} ${row.pathname}`)
            .join(', ');
          over.push(`${url}: ${kb(measured.gzip)} (${chunks})`);
        }
        await page.close();
      }
      assert.deepEqual(
        over,
        [],
        `over the ${BUDGET_GZIP_BYTES / 1000} KB gzip budget (the chunks each page loaded, largest first)`,
      );
    },
  );
});
