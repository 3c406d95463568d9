// Personal access tokens in Settings (issue 23 §1): a host makes a token with chosen permissions,
// sees its secret once, a program uses it with `Authorization: Bearer`, Settings shows its last
// use, and revoking it refuses the program's next request.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { skipReason, useProduct } from './support/product.ts';
import { atWidths, logInThroughApi } from './support/journey.ts';

describe('access tokens', { timeout: 120_000 }, () => {
  const product = useProduct();

  test(
    'a host makes a token in Settings, a program uses it, and revoking it stops the program',
    { skip: skipReason },
    async () => {
      const db = product();
      const page = await db.newPage();
      await logInThroughApi(page, 'djnova');
      await page.goto('/dashboard?tab=settings');
      const panel = page.getByRole('region', { name: 'Access tokens' });
      await panel.getByRole('heading', { name: 'Access tokens' }).waitFor();

      // Nothing chosen: the form says what is missing, and nothing is made.
      await panel.getByRole('checkbox', { name: /events:read/ }).uncheck();
      await panel.getByRole('button', { name: 'Make a token' }).click();
      await panel.getByText('Name the token after the program that uses it (1 to 60 characters)').waitFor();
      await panel.getByText('Choose at least one scope').waitFor();

      await panel.getByLabel('Token name').fill('Venue door list');
      await panel.getByRole('checkbox', { name: /events:read/ }).check();
      await panel.getByRole('checkbox', { name: /guests:read/ }).check();
      await panel.getByRole('combobox', { name: 'Expires' }).click();
      await page.getByRole('option', { name: '30 days' }).click();
      await panel.getByRole('button', { name: 'Make a token' }).click();
      const secret = panel.getByLabel('Your new token');
      await secret.waitFor();
      const token = await secret.inputValue();
      assert.match(token, /^nlpat_[A-Za-z0-9_-]{43}$/);
      await panel.getByText('Copy it now: it is shown only this once.').waitFor();
      await panel.scrollIntoViewIfNeeded();
      await atWidths(page, 'settings-access-token-made');

      // A program (no browser, no cookie) reads the host's events and a guest list with it.
      const asProgram = (path: string) =>
        fetch(`${db.baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
      const events = await asProgram('/api/dashboard/events');
      assert.equal(events.status, 200);
      assert.equal(events.headers.get('set-cookie'), null);
      assert.equal(events.headers.get('ratelimit-limit'), '600');
      const hosted = (await events.json()) as { events: { id: string }[] } | { id: string }[];
      const first = Array.isArray(hosted) ? hosted[0] : hosted.events[0];
      assert.ok(first, 'the demo host has events');
      assert.equal((await asProgram(`/api/events/${first.id}/tickets`)).status, 200);
      // Not a permission it was given.
      const refused = await fetch(`${db.baseUrl}/api/events`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: 'From a program', date: '2030-01-01' }),
      });
      assert.equal(refused.status, 403);
      assert.equal(((await refused.json()) as { code: string }).code, 'ACCESS_TOKEN.MISSING_SCOPE');

      // Settings lists it with its permissions and last use, never its secret.
      await page.reload();
      const row = panel.getByRole('listitem').filter({ hasText: 'Venue door list' });
      await row.getByText(/^Last used /).waitFor();
      await row.getByText('guests:read').waitFor();
      assert.equal(await page.getByText(token).count(), 0);
      await row.scrollIntoViewIfNeeded();
      await atWidths(page, 'settings-access-tokens');

      await row.getByRole('button', { name: 'Revoke Venue door list' }).click();
      await page.getByText('Venue door list revoked', { exact: true }).waitFor();
      await row.waitFor({ state: 'detached' });
      const afterRevoke = await asProgram('/api/dashboard/events');
      assert.equal(afterRevoke.status, 401);
      assert.equal(((await afterRevoke.json()) as { code: string }).code, 'ACCESS_TOKEN.INVALID');
    },
  );
});
