// The Dynamic QR Code panel (spec 2 §2.9): a host picks their profile, one of their events or a
// custom URL, sees the code and its link, copies and downloads it; scanning the printed link
// (a phone with no session) lands on the destination and the panel shows the scan count.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { type Page } from 'playwright-core';
import { expectPath } from './support/navigation.ts';
import { skipReason, useProduct } from './support/product.ts';
import { atWidths as pageAtWidths, elementShot } from './support/journey.ts';

const PASSWORD = 'qr-codes-2026';

/** The page at both widths, and the panel alone beside it. */
function atWidths(page: Page, name: string): Promise<void> {
  return pageAtWidths(page, name, {
    each: async (width) => {
      await elementShot(page.getByRole('region', { name: 'Dynamic QR Code' }), `${name}-${width}-panel`);
    },
  });
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  assert.equal(bytes.subarray(1, 4).toString('ascii'), 'PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('dynamic QR panel', () => {
  const product = useProduct();
  const username = `qr${Date.now().toString(36)}`;

  /** Signs a host up and creates a published and a draft event, through the API as the app does. */
  async function hostWithEvents(page: Page): Promise<{ id: string; eventId: string; slug: string }> {
    await page.goto('/login');
    return page.evaluate(
      async ({ username, password }) => {
        const post = (path: string, body: unknown) =>
          fetch(path, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          }).then((res) => res.json());
        const signup = await post('/api/signup', {
          username,
          firstName: 'Quinn',
          lastName: 'Rhodes',
          email: `${username}@example.test`,
          password,
        });
        const event = await post('/api/events', { title: 'Neon Static', date: '2030-06-15' });
        await post('/api/events', { title: 'Secret Draft', date: '2030-07-01', isDraft: true });
        return { id: signup.user.id as string, eventId: event.id as string, slug: event.slug as string };
      },
      { username, password: PASSWORD },
    );
  }

  /**
   * A phone's camera app: a browser with no session opens the printed link. Phones are told apart
   * by their browser (a scan counts once per client and half hour, ADR 0016).
   */
  async function scanWithPhone(link: string, model = 'Pixel 9'): Promise<string> {
    const phone = await product().newPage();
    const cdp = await phone.context().newCDPSession(phone);
    await cdp.send('Network.setUserAgentOverride', {
      userAgent: `Mozilla/5.0 (Linux; Android 15; ${model}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36`,
    });
    await phone.goto(link);
    await phone.waitForLoadState('load');
    const landed = new URL(phone.url());
    await phone.close();
    return `${landed.pathname}${landed.search}`;
  }

  test(
    'a host shares their profile, an event and a custom URL, and sees each code counted',
    { skip: skipReason },
    async () => {
      const page = await product().newPage();
      const base = product().baseUrl;
      const host = await hostWithEvents(page);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

      await page.goto('/dashboard?tab=profile');
      const panel = page.getByRole('region', { name: 'Dynamic QR Code' });
      await panel.waitFor();
      // My Profile Page first: the spec's /qr/{profileId}, drawn here at 300 px.
      const profileLink = `${base}/qr/${host.id}`;
      await panel.getByText(profileLink, { exact: true }).waitFor();
      const code = panel.getByRole('img', { name: `QR code for ${profileLink}` });
      assert.equal(await code.getAttribute('height'), '300');
      await panel.getByText('0 scans', { exact: true }).waitFor();
      await atWidths(page, 'qr-panel-profile');

      // Copy URL puts the link on the clipboard and says so.
      await panel.getByRole('button', { name: 'Copy URL' }).click();
      await page.getByText('URL copied to clipboard!').first().waitFor();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), profileLink);

      // Download QR saves a 512 px PNG named after the username.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        panel.getByRole('button', { name: 'Download QR' }).click(),
      ]);
      assert.equal(download.suggestedFilename(), `${username}-qr.png`);
      assert.deepEqual(pngSize(await readFile((await download.path())!)), { width: 512, height: 512 });

      // Scanning the profile code lands on the profile; the panel counts it.
      assert.equal(await scanWithPhone(profileLink), `/${username}`);
      await page.reload();
      await panel.getByText('1 scan', { exact: true }).waitFor();

      // Each of the host's events is a destination, by title.
      await panel.getByRole('combobox', { name: 'Destination' }).click();
      await page.getByRole('option', { name: /Secret Draft/ }).waitFor();
      await page.getByRole('option', { name: /Neon Static/ }).click();
      const eventLink = `${base}/qr/${host.id}?event=${host.eventId}`;
      await panel.getByText(eventLink, { exact: true }).waitFor();
      assert.equal(await scanWithPhone(eventLink), `/event/${host.slug}`);
      assert.equal(await scanWithPhone(eventLink, 'Galaxy S25'), `/event/${host.slug}`);
      // The first phone again within the half hour: still taken there, not counted twice.
      assert.equal(await scanWithPhone(eventLink), `/event/${host.slug}`);
      await page.reload();
      await panel.getByRole('combobox', { name: 'Destination' }).click();
      await page.getByRole('option', { name: /Neon Static/ }).click();
      await panel.getByText('2 scans', { exact: true }).waitFor();
      await atWidths(page, 'qr-panel-event');

      // Custom URL: nothing to draw until an address is given; only http(s) is accepted.
      await panel.getByRole('combobox', { name: 'Destination' }).click();
      await page.getByRole('option', { name: 'Custom URL', exact: true }).click();
      await panel.getByText('Enter URL to generate QR code').waitFor();
      assert.equal(await panel.getByRole('button', { name: 'Download QR' }).isDisabled(), true);
      await atWidths(page, 'qr-panel-custom-empty');
      const field = panel.getByLabel('Custom URL');
      await field.fill('javascript:alert(document.cookie)');
      await panel.getByRole('button', { name: 'Generate' }).click();
      await panel.getByText('Enter a web address starting with http:// or https://').waitFor();
      // The server refuses it too, whatever the page does.
      const refused = await page.evaluate(async () => {
        const res = await fetch('/api/qr-codes', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ url: 'javascript:alert(1)' }),
        });
        return { status: res.status, code: (await res.json()).code };
      });
      assert.deepEqual(refused, { status: 400, code: 'QR.URL_NOT_ALLOWED' });

      const custom = `${base}/events`;
      await field.fill(custom);
      await panel.getByRole('button', { name: 'Generate' }).click();
      const caption = panel.locator('figcaption').getByText(`Custom URL: ${custom}`, { exact: true });
      await caption.waitFor();
      const customLink = (await panel.locator('.db-qr__url').textContent())!;
      assert.match(customLink, new RegExp(`^${base}/qr/[0-9a-f-]{36}$`));
      assert.equal(await scanWithPhone(customLink), '/events');
      await page.reload();
      await panel.getByRole('combobox', { name: 'Destination' }).click();
      await page.getByRole('option', { name: new RegExp(`Custom URL: ${custom}`) }).click();
      await panel.getByText('1 scan', { exact: true }).waitFor();
      await atWidths(page, 'qr-panel-custom');

      // Deleting the custom code: its printed link is the 404 page from then on.
      await panel.getByRole('button', { name: 'Delete code' }).click();
      await panel.getByText(profileLink, { exact: true }).waitFor();
      const phone = await product().newPage();
      await phone.goto(customLink);
      await phone.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      await phone.close();
      await expectPath(page, '/dashboard');
    },
  );
});
