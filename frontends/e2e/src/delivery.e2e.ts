// How the built product is delivered to a browser: compressed, cached by kind of file, and with
// the search-engine data of the public pages in the HTML the server sends.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Response } from 'playwright-core';
import { skipReason, useProduct } from './support/product.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('delivery of the built frontends', { timeout: 180_000 }, () => {
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
      await page.locator('a[href^="/event/"]').first().waitFor();

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
      const manifest = responses.find((r) => r.url().endsWith('/remotes/public-events/mf-manifest.json'));
      assert.ok(manifest, 'the remote manifest was loaded');
      assert.equal((await manifest.allHeaders())['cache-control'], 'no-cache');
      assert.equal((await manifest.allHeaders())['content-encoding'], 'br');

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
});
