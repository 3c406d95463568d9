import assert from 'node:assert/strict';
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page, Route } from 'playwright-core';
import { expectPath } from './navigation.ts';
import { keepsScreenshots, screenshot, screenshotsDir } from './product.ts';

/** Every seeded demo account's password (README, "Demo logins"). */
export const DEMO_PASSWORD = 'nightlife-demo';

/** Where the journeys' screenshots are also copied when set, to look at them outside the run. */
const SHOTS_DIR = process.env.E2E_SHOTS_DIR;

/**
 * The page at the two widths the issues ask for, as `{name}-{width}.png` in the screenshots
 * folder: the full page from the top (a full-page shot of a scrolled page draws the sticky
 * navigation mid-page), or only the viewport. `each` adds shots of its own at each width.
 */
export async function atWidths(
  page: Page,
  name: string,
  { fullPage = true, each }: { fullPage?: boolean; each?: (width: number) => Promise<void> } = {},
): Promise<void> {
  // Without screenshots and checks of its own there is nothing to do at either width.
  if (!keepsScreenshots && !each) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(200);
    const file = `${name}-${width}`;
    if (fullPage) {
      await screenshot(page, file);
      await copyShot(file);
    } else await viewportShot(page, file);
    await each?.(width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Copies a screenshot of the folder to E2E_SHOTS_DIR, when set (it implies keepsScreenshots). */
async function copyShot(file: string): Promise<void> {
  if (!SHOTS_DIR) return;
  await mkdir(SHOTS_DIR, { recursive: true });
  await copyFile(path.join(screenshotsDir, `${file}.png`), path.join(SHOTS_DIR, `${file}.png`));
}

/** What the screen shows now, at the page's current size, as `{name}.png` (as atWidths keeps it). */
export async function viewportShot(page: Page, name: string): Promise<void> {
  if (!keepsScreenshots) return;
  await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`) });
  await copyShot(name);
}

/** One element as the screen shows it, as `{name}.png` (when keepsScreenshots). */
export async function elementShot(element: Locator, name: string): Promise<void> {
  if (!keepsScreenshots) return;
  await element.screenshot({ path: path.join(screenshotsDir, `${name}.png`) });
  await copyShot(name);
}

/**
 * Signs in through the API, as the login form does (the form has journeys of its own). The page
 * is left on a same-origin document that loads no app (the health check), so the caller's next
 * fetch or goto works and no page is rendered only to sign in.
 */
export async function logInThroughApi(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/api/health');
  const status = await page.evaluate(
    async ([name, secret]) =>
      (
        await fetch('/api/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username: name, password: secret }),
        })
      ).status,
    [username, password],
  );
  assert.equal(status, 200);
}

/** Signs in with the login form; a signed-in user lands on the verification step. */
export async function logInWithForm(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password\W*$/).fill(password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await expectPath(page, '/verification');
}

/**
 * Holds the page's requests to `url` (of `method`, when given) until `release()`, so a pending
 * state ("SENDING...") stays on screen exactly until the test has seen it, on any machine,
 * instead of for a guessed delay. `release()` lets them, and every later one, through.
 */
export async function holdRequests(
  page: Page,
  url: string,
  method?: string,
): Promise<{ release: () => Promise<void> }> {
  let open!: () => void;
  const released = new Promise<void>((resolve) => (open = resolve));
  const hold = async (route: Route) => {
    if (method === undefined || route.request().method() === method) await released;
    await route.continue();
  };
  await page.route(url, hold);
  // Released requests (and any later ones) go straight through; unrouting a handler that is
  // still running would let Playwright answer its request a second time.
  return { release: async () => open() };
}
