// Forms that keep work (issue 22 §5): the event form asks before a link inside the app leaves
// unsaved changes (Stay keeps them, Leave goes), keeps a draft on the device that a reload or a
// closed tab offers back (the uploaded flyer included), and after a save asks and offers nothing.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { gradientPng } from './support/images.ts';
import { atWidths, logInThroughApi, viewportShot } from './support/journey.ts';
import { expectPath, userMenuTrigger } from './support/navigation.ts';
import { skipReason, useProduct } from './support/product.ts';

const HOST = 'maya.lights';
const NEW_EVENT = '/dashboard/events/new';

const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Leave without saving?' });
const restoreOffer = (page: Page) => page.getByRole('dialog', { name: /^Restore your unsaved draft/ });

/** The drafts this browser keeps, by key. */
function storedDrafts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('nightlife.eventDraft.')),
  );
}

/** Leaves through the user menu's Dashboard entry, a link inside the app. */
async function openDashboardFromMenu(page: Page): Promise<void> {
  await userMenuTrigger(page, HOST).click();
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
}

/** The screen as it shows now at both widths (`prepare` scrolls it where wanted). */
async function shotAtWidths(page: Page, name: string, prepare?: () => Promise<void>): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await prepare?.();
    await page.waitForTimeout(250);
    await viewportShot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('event form keeps work', () => {
  const product = useProduct();

  test(
    'asks before leaving, offers the draft back after a closed tab, and nothing after a save',
    { skip: skipReason },
    async () => {
      let page = await product().newPage();
      await logInThroughApi(page, HOST);
      const title = `Draft Night ${Date.now().toString(36)}`;
      const prompts: string[] = [];
      const acceptPrompts = (p: Page) =>
        p.on('dialog', (dialog) => {
          prompts.push(dialog.type());
          void dialog.accept();
        });
      acceptPrompts(page);

      // Nothing changed: a link leaves at once.
      await page.goto(NEW_EVENT);
      await page.getByRole('heading', { name: 'Create Event' }).waitFor();
      await openDashboardFromMenu(page);
      await expectPath(page, '/dashboard');

      // Part of the form, with an uploaded flyer.
      await page.goto(NEW_EVENT);
      await page.getByLabel('Event title').fill(title);
      await page.getByLabel('Tagline').fill('Kept on this device');
      await page.getByLabel('Price').fill('$12 before midnight');
      await page
        .locator('input[type=file][accept^="image"]')
        .setInputFiles({ name: 'flyer.png', mimeType: 'image/png', buffer: gradientPng(900, 1200) });
      const flyer = page.getByRole('img', { name: 'Flyer image preview' });
      await flyer.waitFor({ timeout: 30_000 });
      const flyerUrl = await flyer.getAttribute('src');
      assert.match(flyerUrl ?? '', /\/uploads\/media\//);
      await atWidths(page, 'event-form-draft-filled');
      // Mid-form: the floating bar above the report button, the uploaded flyer.
      await shotAtWidths(page, 'event-form-bar', () =>
        flyer.evaluate((img) => img.scrollIntoView({ block: 'center' })),
      );

      // A link inside the app: the question, in the design system's dialog. Stay keeps everything.
      await openDashboardFromMenu(page);
      const leave = leaveDialog(page);
      await leave.waitFor();
      await leave.getByText('A draft stays on this device for 7 days').waitFor();
      await shotAtWidths(page, 'event-form-leave-dialog');
      await leave.getByRole('button', { name: 'Stay' }).click();
      await leave.waitFor({ state: 'hidden' });
      await expectPath(page, NEW_EVENT);
      assert.equal(await page.getByLabel('Event title').inputValue(), title);
      assert.equal(await flyer.getAttribute('src'), flyerUrl);

      // The form's own Cancel asks too; Leave goes where the link pointed.
      await page.getByRole('button', { name: 'Cancel' }).click();
      await leave.getByRole('button', { name: 'Leave' }).click();
      await page.waitForURL(
        (url) => url.pathname === '/dashboard' && url.searchParams.get('tab') === 'events',
      );
      assert.equal(prompts.length, 0, 'no browser prompt for a link inside the app');

      // The tab is closed; a new one opens the form: the draft is offered and restores every value.
      const context = page.context();
      await page.close();
      page = await context.newPage();
      acceptPrompts(page);
      await page.goto(NEW_EVENT);
      const offer = restoreOffer(page);
      await offer.waitFor();
      // Left a moment ago: the time only, no day.
      assert.match(
        (await offer.getByRole('heading').textContent()) ?? '',
        /^Restore your unsaved draft from \d{1,2}:\d{2} [AP]M\?$/,
      );
      await shotAtWidths(page, 'event-form-restore-offer');
      await offer.getByRole('button', { name: 'Restore' }).click();
      await offer.waitFor({ state: 'hidden' });
      assert.equal(await page.getByLabel('Event title').inputValue(), title);
      assert.equal(await page.getByLabel('Tagline').inputValue(), 'Kept on this device');
      assert.equal(await page.getByLabel('Price').inputValue(), '$12 before midnight');
      assert.equal(
        await page.getByRole('img', { name: 'Flyer image preview' }).getAttribute('src'),
        flyerUrl,
      );
      await page.getByRole('img', { name: 'Flyer image preview' }).evaluate(async (img: HTMLImageElement) => {
        await img.decode();
      });

      // A reload: the browser's own warning (spec 2 §2.8), then the offer again; Discard clears it.
      await page.reload();
      assert.deepEqual(prompts, ['beforeunload']);
      await offer.waitFor();
      await offer.getByRole('button', { name: 'Discard' }).click();
      assert.equal(await page.getByLabel('Event title').inputValue(), '');
      assert.deepEqual(await storedDrafts(page), []);
      await page.reload();
      await page.getByRole('heading', { name: 'Create Event' }).waitFor();
      await page.getByLabel('Event title').waitFor();
      assert.equal(await offer.count(), 0);

      // Filled again and saved: no question on the way back, no draft left, nothing offered.
      await page.getByLabel('Event title').fill(title);
      await page
        .getByLabel(/^Date/)
        .fill(await page.evaluate(() => new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA')));
      await page.waitForFunction(() =>
        Object.keys(localStorage).some((key) => key.startsWith('nightlife.eventDraft.')),
      );
      await page.getByRole('button', { name: 'Create Event' }).click();
      await page.waitForURL(
        (url) => url.pathname === '/dashboard' && url.searchParams.get('tab') === 'events',
      );
      await page.getByTestId('dashboard-event').filter({ hasText: title }).first().waitFor();
      assert.equal(await leaveDialog(page).count(), 0);
      assert.deepEqual(await storedDrafts(page), []);
      await page.goto(NEW_EVENT);
      await page.getByLabel('Event title').waitFor();
      await page.waitForLoadState('networkidle');
      assert.equal(await offer.count(), 0);
      assert.equal(await page.getByRole('dialog').count(), 0);
      assert.deepEqual(prompts, ['beforeunload']);
    },
  );

  test("an edited event's draft is its own, and a save clears it", { skip: skipReason }, async () => {
    const page = await product().newPage();
    await logInThroughApi(page, HOST);
    const [event] = await product().query<{ id: string; title: string }>(
      `SELECT e.id, e.title FROM events e JOIN users u ON u.id = e.host_id
       WHERE u.username = $1 AND e.starts_at > now() ORDER BY e.starts_at LIMIT 1`,
      [HOST],
    );
    const edit = `/dashboard/events/${event.id}/edit`;
    await page.goto('/dashboard?tab=events');
    await page
      .getByTestId('dashboard-event')
      .filter({ hasText: event.title })
      .first()
      .getByRole('link', { name: 'Edit' })
      .click();
    await expectPath(page, edit);
    await page.getByLabel('Tagline').fill('Changed, not saved yet');

    // The browser's Back inside the app is held as well.
    await page.goBack();
    const leave = leaveDialog(page);
    await leave.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL((url) => url.pathname !== edit);

    // A new event's form offers nothing: the draft belongs to this event.
    await page.goto(NEW_EVENT);
    await page.getByLabel('Event title').waitFor();
    await page.waitForLoadState('networkidle');
    assert.equal(await page.getByRole('dialog').count(), 0);

    await page.goto(edit);
    await restoreOffer(page).getByRole('button', { name: 'Restore' }).click();
    assert.equal(await page.getByLabel('Tagline').inputValue(), 'Changed, not saved yet');
    await page.getByRole('button', { name: 'Update Event' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    assert.equal(await leave.count(), 0);
    assert.deepEqual(await storedDrafts(page), []);
    const [saved] = await product().query<{ tagline: string }>('SELECT tagline FROM events WHERE id = $1', [
      event.id,
    ]);
    assert.equal(saved.tagline, 'Changed, not saved yet');
  });
});
