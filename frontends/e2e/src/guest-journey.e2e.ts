// The guest's path (issue 22 §3): after Submit RSVP on a phone, the confirmation is brought into
// view and focused, wherever the form was scrolled to; the guest never faces an empty area.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { skipReason, useProduct } from './support/product.ts';
import { atWidths, logInThroughApi } from './support/journey.ts';

const SLUG = 'glow-garden-silent-disco';

describe('guest journey', () => {
  const product = useProduct();

  test(
    'the RSVP confirmation is on screen and focused after Submit RSVP on a phone',
    { skip: skipReason },
    async () => {
      const db = product();
      const guest = 'jordan.k';
      const [event] = await db.query<{ id: string }>('SELECT id FROM events WHERE slug = $1', [SLUG]);
      await db.query(
        `DELETE FROM rsvps WHERE event_id = $1 AND user_id = (SELECT id FROM users WHERE username = $2)`,
        [event.id, guest],
      );
      await db.recountPlaces([event.id]);

      const page = await db.newPage();
      await page.setViewportSize({ width: 390, height: 844 });
      await logInThroughApi(page, guest);
      await page.goto(`/event/${SLUG}/rsvp`);
      await page.getByRole('button', { name: 'Going', exact: true }).click();
      const submit = page.getByRole('button', { name: 'Submit RSVP' });
      await submit.scrollIntoViewIfNeeded();
      assert.ok((await page.evaluate(() => window.scrollY)) > 0, 'the form is scrolled down to Submit');
      await submit.click();

      const heading = page.getByRole('heading', { name: 'Thanks for your RSVP!' });
      await heading.waitFor();
      await page.waitForFunction(() => document.activeElement?.textContent === 'Thanks for your RSVP!');
      const box = await heading.boundingBox();
      assert.ok(
        box !== null && box.y >= 0 && box.y + box.height <= 844,
        `the heading is on screen: ${JSON.stringify(box)}`,
      );
      await atWidths(page, 'rsvp-thanks-in-view', { fullPage: false });
    },
  );
});
