// Reading the top navigation the way a user does: by the visible link and menu texts of the spec.
import assert from 'node:assert/strict';
import { type Page } from 'playwright-core';

// The top bar: the main links plus the account area (Login / Sign Up or the user menu).
const nav = (page: Page) => page.getByRole('banner');

/** The user menu's trigger: a button in the top bar named after the signed-in user. */
export function userMenuTrigger(page: Page, username: string) {
  return nav(page).getByRole('button', { name: new RegExp(`${username}|account|user menu`, 'i') });
}

export async function expectSignedInNavigation(page: Page, username: string): Promise<void> {
  for (const name of ['Home', 'About', 'Events', 'PartyTag', 'Flyer Studio', 'Contact']) {
    await nav(page).getByRole('link', { name, exact: true }).waitFor();
  }
  assert.equal(await nav(page).getByRole('link', { name: 'Login', exact: true }).count(), 0);
  await userMenuTrigger(page, username).click();
  await page.getByRole('menuitem', { name: 'Dashboard' }).waitFor();
  await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
  await page.keyboard.press('Escape');
}

export async function expectSignedOutNavigation(page: Page): Promise<void> {
  for (const name of ['Home', 'About', 'Events', 'PartyTag', 'Login', 'Sign Up']) {
    await nav(page).getByRole('link', { name, exact: true }).waitFor();
  }
  assert.equal(await nav(page).getByRole('link', { name: 'Flyer Studio', exact: true }).count(), 0);
}

/** Waits until the page is at `path`; fails naming where it is instead. */
export async function expectPath(page: Page, path: string): Promise<void> {
  await page
    .waitForURL((url) => url.pathname === path, { timeout: 15_000 })
    .catch(() => {
      assert.fail(`expected to be at ${path}, but the page is at ${new URL(page.url()).pathname}`);
    });
}
