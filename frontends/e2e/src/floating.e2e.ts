// Nothing floating covers what a visitor can press (issue 22 §3): on the main pages and the event
// form, at 390 and 1280 px, every visible link, button and field is brought to the middle of the
// screen and hit-tested there: the point at its centre must belong to it, not to the floating
// report button, a toast or anything else; and no two floating things (the report button, the
// form's bar, the navigation) overlap each other. A toast never covers the report button, nor an
// open dialog.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { skipReason, useProduct } from './support/product.ts';
import { coveredText } from './support/floating.ts';
import { logInThroughApi, viewportShot } from './support/journey.ts';

/** Every visible control of the page that something else covers, described for the message. */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const controls = [
      ...document.querySelectorAll('a[href], button, input, select, textarea, [role="tab"]'),
    ].filter((el) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return (
        // Not a visually hidden (1 px) input that a visible button stands for.
        box.width > 1 &&
        box.height > 1 &&
        style.visibility !== 'hidden' &&
        !el.closest('[aria-hidden="true"], .report-fab, .sr-only') &&
        getComputedStyle(el).position !== 'fixed'
      );
    });
    const covered: string[] = [];
    for (const el of controls) {
      el.scrollIntoView({ block: 'center', inline: 'center' });
      await frame();
      const box = el.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) continue;
      const top = document.elementFromPoint(x, y);
      // A control's own parts, or the label that wraps it, are the control.
      if (!top || el.contains(top) || top.contains(el) || top.closest('label')?.contains(el)) continue;
      covered.push(`${describe(el)} under ${describe(top)}`);
    }
    scrollTo(0, 0);
    return covered;
  });
}

/**
 * Floating (fixed or sticky) things on screen that overlap one another, with the page scrolled to
 * its middle, where sticky bars are stuck to the screen's edges.
 */
function overlappingFloats(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    scrollTo(0, (document.documentElement.scrollHeight - innerHeight) / 2);
    await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    const floats = [...document.querySelectorAll('body *')].filter((el) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return (
        (style.position === 'fixed' || style.position === 'sticky') &&
        box.width > 0 &&
        box.height > 0 &&
        style.visibility !== 'hidden' &&
        style.pointerEvents !== 'none' &&
        !el.closest('[aria-hidden="true"]')
      );
    });
    // The outermost ones: a floating bar's own floating parts are the bar.
    const outer = floats.filter((el) => !floats.some((other) => other !== el && other.contains(el)));
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
    const overlaps: string[] = [];
    outer.forEach((a, i) => {
      for (const b of outer.slice(i + 1)) {
        const [p, q] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
        if (p.left < q.right && q.left < p.right && p.top < q.bottom && q.top < p.bottom) {
          overlaps.push(`${name(a)} and ${name(b)}`);
        }
      }
    });
    scrollTo(0, 0);
    return overlaps;
  });
}

describe('floating elements', () => {
  const product = useProduct();

  test(
    'cover no link, button, field or text of the main pages and the event form, nor each other, at 390 and 1280 px',
    { skip: skipReason },
    async () => {
      const db = product();
      const [event] = await db.query<{ id: string; slug: string }>(
        `SELECT e.id, e.slug FROM events e JOIN users u ON u.id = e.host_id
       WHERE u.username = 'maya.lights' AND e.starts_at > now() ORDER BY e.starts_at LIMIT 1`,
      );
      const visitor = await db.newPage();
      const host = await db.newPage();
      await logInThroughApi(host, 'maya.lights');
      const pages: Array<[Page, string]> = [
        [visitor, '/'],
        [visitor, '/events'],
        [visitor, `/event/${event.slug}`],
        [host, '/dashboard'],
        [host, `/dashboard/events/${event.id}/tickets`],
        [host, `/door/${event.id}`],
        // The event form, with its floating Create / Preview / Cancel bar.
        [host, '/dashboard/events/new'],
        [host, `/dashboard/events/${event.id}/edit`],
      ];
      const covered: string[] = [];
      for (const width of [390, 1280]) {
        for (const [page, path] of pages) {
          await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
          await page.goto(path);
          await page.getByRole('heading').first().waitFor();
          await page.waitForLoadState('networkidle');
          for (const what of await coveredControls(page)) covered.push(`${width} px ${path}: ${what}`);
          for (const what of await overlappingFloats(page))
            covered.push(`${width} px ${path}: ${what} overlap`);
          for (const what of await coveredText(page)) covered.push(`${width} px ${path}: ${what}`);
        }
      }
      // Wide enough for the "Created by" pill to float beside the content.
      await visitor.setViewportSize({ width: 1600, height: 900 });
      await visitor.goto(`/event/${event.slug}`);
      await visitor.getByRole('heading').first().waitFor();
      for (const what of await coveredText(visitor)) covered.push(`1600 px: ${what}`);
      assert.equal(
        await visitor.locator('.pe-created-by').evaluate((el) => getComputedStyle(el).position),
        'fixed',
      );
      assert.deepEqual(covered, []);
    },
  );

  test('a toast stays clear of the report button', { skip: skipReason }, async () => {
    const page = await product().newPage();
    await logInThroughApi(page, 'maya.lights');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/dashboard?tab=profile');
      await page
        .getByRole('region', { name: 'Dynamic QR Code' })
        .getByRole('button', { name: 'Copy URL' })
        .click();
      const toast = page.getByText('URL copied to clipboard!').first();
      await toast.waitFor();
      const report = page.getByRole('button', { name: 'Report Issue or Bug' });
      const [a, b] = [await toast.boundingBox(), await report.boundingBox()];
      assert.ok(a && b);
      const overlaps =
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      assert.equal(overlaps, false, `${width} px: the toast covers the report button`);
    }
  });

  test('a toast leaves an open dialog clear, its buttons too', { skip: skipReason }, async () => {
    const page = await product().newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const covered: string[] = [];
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/maya.lights');
      // A toast (the copied link), then the QR dialog opened while it shows.
      await page.getByRole('button', { name: 'Share Profile' }).click();
      const toast = page.locator('.nl-toast').filter({ hasText: 'Profile link copied to clipboard!' });
      await toast.waitFor();
      await page.getByRole('button', { name: 'QR Code' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Close' }).first().waitFor();
      await page.waitForTimeout(300); // the dialog's opening animation
      await viewportShot(page, `floating-dialog-toast-${width}`);
      const [a, b] = [await toast.boundingBox(), await dialog.boundingBox()];
      assert.ok(a && b, 'the toast and the dialog are both on screen');
      if (a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height) {
        covered.push(`${width} px: the toast covers part of the dialog`);
      }
      for (const what of await coveredControls(page)) covered.push(`${width} px: ${what}`);
      await page.keyboard.press('Escape');
    }
    assert.deepEqual(covered, []);
  });
});
