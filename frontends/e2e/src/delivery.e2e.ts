// How the built product is delivered to a browser: compressed, cached by kind of file, and with
// the search-engine data of the public pages in the HTML the server sends.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Response } from 'playwright-core';
import { skipReason, useProduct } from './support/product.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('delivery of the built frontends', () => {
  const product = useProduct();

  test(
    'a first visit gets every script and stylesheet brotli-compressed, hashed files cached for a year',
    {
      skip: skipReason,
    },
    async () => {
      const page = await product().newPage();
      const responses: Response[] = [];
      page.on('response', (response) => responses.push(response));
      const document = await page.goto('/events');
      // The app's card (the server's first frame draws links to the events too).
      await page.locator('a.pe-card__link').first().waitFor();

      const html = await document!.allHeaders();
      assert.equal(html['content-encoding'], 'br');
      assert.equal(html['cache-control'], 'no-cache');
      assert.match(html['vary'] ?? '', /Accept-Encoding/i);

      const assets = responses.filter((r) => ['script', 'stylesheet'].includes(r.request().resourceType()));
      assert.ok(
        assets.some((r) => r.url().includes('/remotes/public-events/')),
        'the remote was loaded',
      );
      for (const asset of assets) {
        const headers = await asset.allHeaders();
        assert.equal(headers['content-encoding'], 'br', asset.url());
        assert.match(headers['vary'] ?? '', /Accept-Encoding/i, asset.url());
        assert.equal(headers['cache-control'], IMMUTABLE, asset.url());
      }
      // The page carries /remotes.json and the remotes' manifests: the shell fetched neither.
      assert.deepEqual(
        responses.map((r) => new URL(r.url()).pathname).filter((p) => /remotes\.json|mf-manifest/.test(p)),
        [],
      );
      const manifest = await fetch(`${product().baseUrl}/remotes/public-events/mf-manifest.json`, {
        headers: { 'Accept-Encoding': 'br' },
      });
      assert.equal(manifest.headers.get('cache-control'), 'no-cache');
      assert.equal(manifest.headers.get('content-encoding'), 'br');

      // The same script for a client without brotli, and for one that accepts no compression.
      const script = assets.find((r) => r.url().endsWith('.js'))!.url();
      const gzip = await fetch(script, { headers: { 'Accept-Encoding': 'gzip' } });
      assert.equal(gzip.headers.get('content-encoding'), 'gzip');
      const identity = await fetch(script, { headers: { 'Accept-Encoding': 'identity' } });
      assert.equal(identity.headers.get('content-encoding'), null);
      assert.equal(identity.headers.get('cache-control'), IMMUTABLE);
      assert.equal(await gzip.text(), await identity.text());
    },
  );

  test(
    'the HTML of /events and of an event page carries their schema.org data',
    { skip: skipReason },
    async () => {
      const { baseUrl } = product();
      const [first] = (await (await fetch(`${baseUrl}/api/events`)).json()).events;
      const jsonLd = (html: string) =>
        [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
          JSON.parse(m[1]),
        );

      const [list] = jsonLd(await (await fetch(`${baseUrl}/events`)).text());
      assert.equal(list['@type'], 'ItemList');
      assert.equal(list.itemListElement[0].item.name, first.title);

      const [event] = jsonLd(await (await fetch(`${baseUrl}/event/${first.slug}`)).text());
      assert.equal(event['@type'], 'Event');
      assert.equal(event.name, first.title);
      assert.equal(event.startDate, first.dateTime);
    },
  );

  test(
    '/events loaded directly holds one ItemList once the app has rendered the list',
    { skip: skipReason },
    async () => {
      const page = await product().newPage();
      await page.goto('/events');
      await page.locator('a.pe-card__link').first().waitFor();
      const types = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')['@type']));
      assert.deepEqual(types, ['ItemList']);
    },
  );

  test(
    'an event page loading in steps (layout, remote, data) does not shift what is on screen',
    { skip: skipReason },
    async () => {
      const { baseUrl } = product();
      const [first] = (await (await fetch(`${baseUrl}/api/events`)).json()).events;
      const page = await product().newPage();
      await page.setViewportSize({ width: 390, height: 844 });
      // A returning visit in the session: no splash covers the steps.
      await page.addInitScript(() => {
        sessionStorage.setItem('nightlife.splashSeen', '1');
        (window as unknown as { layoutShift: number }).layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{
            value: number;
            hadRecentInput: boolean;
          }>)
            if (!entry.hadRecentInput)
              (window as unknown as { layoutShift: number }).layoutShift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The API answers slowly, so the page shows its loading state before the event.
      await page.route('**/api/events/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      await page.goto(`/event/${first.slug}`);
      await page.getByRole('heading', { name: first.title }).first().waitFor();
      await page.waitForTimeout(500);
      const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
      assert.ok(shift < 0.1, `cumulative layout shift ${shift.toFixed(3)} (good: below 0.1)`);
    },
  );
});
