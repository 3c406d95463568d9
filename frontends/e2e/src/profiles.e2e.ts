// Accounts and profiles: a new host sets up a profile in the two-step wizard, passes the SMS
// prompt, is viewed publicly (QR overlay, visitor's Connect), connects with others and finds them
// in Contacts, changes the password (other sessions end) and deletes the account.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type Page } from 'playwright-core';
import { gradientPng } from './support/images.ts';
import { expectPath, expectSignedOutNavigation } from './support/navigation.ts';
import { skipReason, useProduct } from './support/product.ts';
import {
  atWidths,
  DEMO_PASSWORD,
  holdRequests,
  logInThroughApi,
  logInWithForm,
  viewportShot,
} from './support/journey.ts';

const PASSWORD = 'after-dark-2026';
const NEW_PASSWORD = 'brighter-2027';

/** A dialog is fixed to the viewport (a bottom sheet on phones): shot as the screen shows it. */
async function dialogAtWidths(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await viewportShot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Connects the page's user with a seeded user through the API, as the ticket page does. */
async function connectWith(page: Page, username: string): Promise<void> {
  const status = await page.evaluate(async (name) => {
    const profile = await (await fetch(`/api/users/profile/${name}`)).json();
    const res = await fetch('/api/connections', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId: profile.user.id }),
    });
    return res.status;
  }, username);
  assert.equal(status, 201);
}

describe('accounts and profiles', () => {
  const product = useProduct();
  const username = `host${Date.now().toString(36)}`;
  let password = PASSWORD;
  let avatarUrl = '';

  test(
    'a new host sets up a profile in two steps and passes the SMS prompt',
    { skip: skipReason },
    async () => {
      const page = await product().newPage();
      await page.goto('/signup');
      await page.getByLabel('First name').fill('Nia');
      await page.getByLabel('Last name').fill('Stone');
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Email').fill(`${username}@example.test`);
      await page.getByLabel(/^Password\W*$/).fill(PASSWORD);
      await page.getByLabel('Confirm password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Create host account' }).click();
      await expectPath(page, '/profile-setup');

      await page.getByText('Step 1 of 2').waitFor();
      await page.getByRole('heading', { name: 'Tell Us About You' }).waitFor();
      assert.equal(
        await page.getByRole('progressbar', { name: 'Profile setup progress' }).getAttribute('aria-valuenow'),
        '1',
      );
      // Blank names are refused with the spec's text, before anything is sent.
      await page.getByLabel('First name').fill('  ');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Please enter your first and last name').first().waitFor();
      await page.getByLabel('First name').fill('Nia');
      // The picture: shown at once, stored as the avatar by the server.
      await page.getByLabel('Profile picture file').setInputFiles({
        name: 'nia.png',
        mimeType: 'image/png',
        buffer: gradientPng(640, 480),
      });
      await page.getByRole('button', { name: 'Change photo' }).waitFor();
      const bio = page.getByLabel('Bio');
      await bio.fill('x'.repeat(320));
      assert.equal((await bio.inputValue()).length, 300);
      await page.getByText('300/300').waitFor();
      await bio.fill('Warehouse techno and rooftop sunsets.');
      await page.getByText('37/300').waitFor();
      await atWidths(page, 'profile-setup-step-1');
      await page.getByRole('button', { name: 'Continue' }).click();

      await page.getByText('Step 2 of 2').waitFor();
      await page.getByRole('heading', { name: 'Connect Socials' }).waitFor();
      // Back returns to step 1 with what was saved.
      await page.getByRole('button', { name: 'Back' }).click();
      await page.getByText('Step 1 of 2').waitFor();
      assert.equal(await page.getByLabel('Bio').inputValue(), 'Warehouse techno and rooftop sunsets.');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Step 2 of 2').waitFor();
      await page.getByLabel('Instagram').fill('@nia.stone');
      await page.getByLabel('TikTok').fill('niastone');
      await page.getByLabel('Spotify').fill('https://open.spotify.com/user/niastone');
      await atWidths(page, 'profile-setup-step-2');
      await page.getByRole('button', { name: 'Finish' }).click();

      await expectPath(page, '/verification');
      await page.getByRole('heading', { name: 'Almost done!' }).waitFor();
      await page.getByText('Text us the secret code to get verified updates').waitFor();
      await page.getByText('PARTY', { exact: true }).waitFor();
      const sms = page.getByRole('link', { name: 'Text the code' });
      assert.match((await sms.getAttribute('href')) ?? '', /^sms:\+?\d+\?body=PARTY$/);
      await atWidths(page, 'verification');
      await sms.click();
      await page.getByText('✓ Code sent successfully!').waitFor();
      await page.getByText('Redirecting to your dashboard...').waitFor();
      await expectPath(page, '/dashboard');

      const [{ avatar, ...stored }] = await product().query<{
        first_name: string;
        bio: string;
        instagram_handle: string;
        tiktok_handle: string;
        avatar: string;
      }>('SELECT first_name, bio, instagram_handle, tiktok_handle, avatar FROM users WHERE username = $1', [
        username,
      ]);
      assert.match(avatar, /^\/uploads\/media\/.+\/avatar\.webp$/);
      avatarUrl = avatar;
      assert.deepEqual(stored, {
        first_name: 'Nia',
        bio: 'Warehouse techno and rooftop sunsets.',
        instagram_handle: '@nia.stone',
        tiktok_handle: '@niastone',
      });
    },
  );

  test(
    'a visitor sees the profile with its QR code; unknown names are the 404 page',
    { skip: skipReason },
    async () => {
      const page = await product().newPage();
      await page.goto(`/${username.toUpperCase()}`);
      await page.getByRole('heading', { name: 'Nia Stone' }).waitFor();
      await page.getByText(`@${username}`).waitFor();
      await page.getByText('Warehouse techno and rooftop sunsets.').waitFor();
      await page.getByText(/^Joined \w+ \d{4}$/).waitFor();
      assert.equal(await page.locator('img.pe-profile__avatar').getAttribute('src'), avatarUrl);
      // The default tags, the socials that are filled, the stats and the level.
      for (const tag of ['Music Lover', 'Night Owl', 'Social'])
        await page.getByText(tag, { exact: true }).waitFor();
      assert.equal(
        await page.getByRole('link', { name: 'Instagram' }).getAttribute('href'),
        'https://instagram.com/nia.stone',
      );
      assert.equal(
        await page.getByRole('link', { name: 'TikTok' }).getAttribute('href'),
        'https://www.tiktok.com/@niastone',
      );
      assert.equal(await page.getByRole('link', { name: 'LinkedIn' }).count(), 0);
      await page.getByText('Newcomer', { exact: true }).waitFor();
      await page.getByRole('tab', { name: 'Upcoming Events (0)' }).waitFor();
      await page.getByRole('tab', { name: 'Past Events (0)' }).waitFor();
      // She hosts nothing yet: no Hosting tab.
      assert.equal(await page.getByRole('tab', { name: /^Hosting/ }).count(), 0);
      // Host signup makes a promoter: 'Book Event' instead of Connect.
      await page.getByRole('link', { name: 'Book Event' }).waitFor();

      await page.getByRole('button', { name: 'QR Code' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('svg').first().waitFor();
      const [{ id }] = await product().query<{ id: string }>('SELECT id FROM users WHERE username = $1', [
        username,
      ]);
      await dialog.getByText(`${product().baseUrl}/qr/${id}`, { exact: true }).waitFor();
      await dialogAtWidths(page, 'profile-qr');
      // Closed by a click outside, and by Close.
      await page.mouse.click(5, 5);
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'QR Code' }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: 'Close' })
        .filter({ hasText: 'Close' })
        .click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await atWidths(page, 'profile-public');

      // Share Profile without a share sheet copies the link.
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
      await page.getByRole('button', { name: 'Share Profile' }).click();
      await page.getByText('Profile link copied to clipboard!').first().waitFor();
      assert.equal(
        await page.evaluate(() => navigator.clipboard.readText()),
        `${product().baseUrl}/${username}`,
      );

      // A host's profile opens on the tab behind its "Events" count: the events they host, each
      // a link to its page.
      await page.goto('/djnova');
      await page.getByRole('heading', { name: 'Nova Reyes' }).waitFor();
      const hosted = await page.locator('dt:text-is("Events") + dd').innerText();
      const hostingTab = page.getByRole('tab', { name: `Hosting (${hosted})` });
      assert.equal(await hostingTab.getAttribute('aria-selected'), 'true');
      const hostedEvents = page.getByRole('tabpanel').getByRole('link');
      await hostedEvents.first().waitFor();
      assert.equal(await hostedEvents.count(), Math.min(6, Number(hosted)));
      await atWidths(page, 'profile-hosting');
      const [{ title }] = await product().query<{ title: string }>(
        `SELECT e.title FROM events e JOIN users u ON u.id = e.host_id
         WHERE u.username = 'djnova' AND e.is_published AND NOT e.is_draft AND NOT e.is_private
         ORDER BY e.starts_at DESC, e.id LIMIT 1`,
      );
      await hostedEvents.first().click();
      await page.locator('.pe-event__title', { hasText: title }).waitFor();

      // A visitor's Connect (on an attendee's profile) leads to the login.
      await page.goto('/lena.dances');
      await page.getByRole('heading', { name: 'Lena Novak' }).waitFor();
      await page.getByRole('button', { name: 'Connect', exact: true }).click();
      await expectPath(page, '/login');

      for (const path of ['/no_such_user_42', '/dashboard.json']) {
        await page.goto(path);
        await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
        await page.getByRole('searchbox', { name: 'Search events' }).waitFor();
      }
    },
  );

  test(
    'the host connects from a profile and finds the connections in Contacts',
    { skip: skipReason },
    async () => {
      const page = await product().newPage();
      await logInThroughApi(page, username, password);

      // The owner's own profile offers the editor instead of connecting.
      await page.goto(`/${username}`);
      await page.getByRole('link', { name: 'Edit Profile' }).click();
      await expectPath(page, '/dashboard');
      assert.equal(new URL(page.url()).searchParams.get('tab'), 'profile');
      await page.getByLabel('Location').fill('St. Louis, MO');
      await page.getByRole('button', { name: 'Save profile' }).click();
      await page.getByText('Profile updated', { exact: true }).waitFor();

      await page.goto('/lena.dances');
      const connecting = await holdRequests(page, '**/api/connections');
      await page.getByRole('button', { name: 'Connect', exact: true }).click();
      await page.getByRole('button', { name: 'Connecting...' }).waitFor();
      await connecting.release();
      await page.getByRole('button', { name: '✓ Connected' }).waitFor();
      await expectPath(page, '/dashboard');
      assert.equal(new URL(page.url()).searchParams.get('tab'), 'contacts');
      await page.getByRole('link', { name: 'Lena Novak' }).waitFor();

      for (const other of ['jordan.k', 'priya_s', 'marcus.beats', 'ava.moon']) await connectWith(page, other);
      await page.reload();
      await page.getByRole('heading', { name: /Contacts \(5\)/ }).waitFor();
      const names = () => page.locator('.db-contact__name a').allTextContents();
      assert.deepEqual(await names(), ['Ava Moon', 'Jordan Kim', 'Lena Novak', 'Marcus Bell', 'Priya Shah']);
      await atWidths(page, 'contacts-grid');
      await page.getByRole('button', { name: 'List', exact: true }).click();
      await atWidths(page, 'contacts-list');

      // Sort by recently added, then search; a contact links to their profile.
      await page.getByRole('combobox', { name: 'Sort contacts' }).click();
      await page.getByRole('option', { name: 'Sort: Recently added' }).click();
      await page.waitForFunction(
        () => document.querySelector('.db-contact__name a')?.textContent === 'Ava Moon',
      );
      await page.getByRole('searchbox', { name: 'Search contacts' }).fill('zzz');
      await page.getByText('No connections found matching your search.').waitFor();
      await page.getByRole('searchbox', { name: 'Search contacts' }).fill('shah');
      await page.waitForFunction(() => document.querySelectorAll('.db-contact').length === 1);
      await page.getByRole('link', { name: 'Priya Shah' }).click();
      await expectPath(page, '/priya_s');
      await page.getByRole('button', { name: '✓ Connected' }).waitFor();
    },
  );

  test('changing the password signs out the other sessions', { skip: skipReason }, async () => {
    const page = await product().newPage();
    await logInThroughApi(page, username, password);
    const phone = await product().newPage();
    await logInThroughApi(phone, username, password);

    await page.goto('/dashboard?tab=settings');
    await page.getByRole('heading', { name: 'Password' }).waitFor();
    await atWidths(page, 'settings');
    await page.getByLabel(/^Current password\W*$/).fill(password);
    await page.getByLabel(/^New password\W*$/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirm new password\W*$/).fill('something else');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('New password and confirmation must match').first().waitFor();
    await page.getByLabel(/^Confirm new password\W*$/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed', { exact: true }).waitFor();
    password = NEW_PASSWORD;

    // This session goes on; the other one is signed out.
    await page.reload();
    await page.getByRole('heading', { name: 'Password' }).waitFor();
    await phone.goto('/dashboard?tab=settings');
    await expectPath(phone, '/login');
    await expectSignedOutNavigation(phone);
    await logInWithForm(phone, username, NEW_PASSWORD);
  });

  test('the host deletes the account from Settings', { skip: skipReason }, async () => {
    const page = await product().newPage();
    await logInThroughApi(page, username, password);
    await page.goto('/dashboard?tab=settings');
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByText('events you host are removed with their guest lists').first().waitFor();
    await dialogAtWidths(page, 'settings-delete-account');
    await dialog.getByLabel(/^Password\W*$/).fill('not my password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByText('Your password is incorrect').first().waitFor();
    await dialog.getByLabel(/^Password\W*$/).fill(password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expectPath(page, '/');
    await page.getByText('Account deleted', { exact: true }).waitFor();
    await expectSignedOutNavigation(page);

    await page.goto(`/${username}`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    assert.deepEqual(await product().query('SELECT id FROM users WHERE username = $1', [username]), []);
    // The picture goes too, shortly after (a job).
    for (let tries = 0; (await fetch(`${product().baseUrl}${avatarUrl}`)).status !== 404; tries++) {
      assert.ok(tries < 50, 'the avatar is still served 10 s after the account was deleted');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // The connection to Lena went with the account; Lena herself is still there.
    const lena = await product().newPage();
    await logInThroughApi(lena, 'lena.dances', DEMO_PASSWORD);
    await lena.goto('/lena.dances');
    await lena.getByRole('heading', { name: 'Lena Novak' }).waitFor();
  });
});
