// Link previews that show the flyer (issue 22 §4): a shared event or profile link's server HTML
// names a 1200x630 preview image, and the image a chat app fetches is that size, not the portrait
// flyer it used to be.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { skipReason, useProduct } from './support/product.ts';

const metaContent = (html: string, property: string): string | undefined =>
  new RegExp(`<meta property="${property}" content="([^"]+)">`).exec(html)?.[1];

describe('link previews', () => {
  const product = useProduct();

  test('an event and a profile link preview with a real 1200x630 card', { skip: skipReason }, async () => {
    const db = product();
    const [event] = await db.query<{ slug: string }>(
      `SELECT slug FROM events WHERE is_published AND NOT is_draft AND NOT is_private AND flyer_image_url IS NOT NULL ORDER BY starts_at DESC LIMIT 1`,
    );
    assert.ok(event, 'a seeded event with a flyer');
    const page = await db.newPage();
    for (const path of [`/event/${event.slug}`, '/djnova']) {
      const html = await (await fetch(`${db.baseUrl}${path}`)).text();
      const image = metaContent(html, 'og:image');
      assert.ok(image, `${path} names a preview image`);
      assert.equal(metaContent(html, 'og:image:width'), '1200');
      assert.equal(metaContent(html, 'og:image:height'), '630');
      // The card itself, as a browser (or a chat app) decodes it.
      await page.goto(`${db.baseUrl}/events`);
      const size = await page.evaluate(async (src) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        return { width: img.naturalWidth, height: img.naturalHeight };
      }, image);
      assert.deepEqual(size, { width: 1200, height: 630 }, `${path}: ${image}`);
    }
  });
});
