// Personal access tokens in Settings (issue 23 §1): a host makes a token with chosen permissions,
// sees its secret once, a program uses it with `Authorization: Bearer`, Settings shows its last
// use, and revoking it refuses the program's next request.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, test } from 'node:test';
import { skipReason, useProduct } from './support/product.ts';
import { atWidths, DEMO_PASSWORD, logInThroughApi } from './support/journey.ts';

describe('access tokens and webhooks', () => {
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

  test(
    'a host adds a webhook in Settings, a guest RSVPs, the signed delivery arrives and can be sent again',
    { skip: skipReason },
    async () => {
      const db = product();
      const calls: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
      const receiver = createServer((req, res) => {
        let body = '';
        req.on('data', (chunk) => (body += chunk));
        req.on('end', () => {
          calls.push({ headers: req.headers, body });
          res.writeHead(204).end();
        });
      });
      await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
      const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/nightlife`;
      try {
        const page = await db.newPage();
        await logInThroughApi(page, 'djnova');
        await page.goto('/dashboard?tab=settings');
        const panel = page.getByRole('region', { name: 'Webhooks' });
        await panel.getByLabel('Address (https://)').fill(hookUrl);
        await panel.getByRole('button', { name: 'Add webhook' }).click();
        const secretField = panel.getByLabel('Signing secret');
        await secretField.waitFor();
        const secret = await secretField.inputValue();
        assert.match(secret, /^whsec_/);

        // A guest RSVPs to one of the host's events.
        const [event] = await db.query<{ slug: string }>(
          `SELECT e.slug FROM events e JOIN users u ON u.id = e.host_id
         WHERE u.username = 'djnova' AND e.starts_at > now() AND NOT e.is_draft ORDER BY e.starts_at LIMIT 1`,
        );
        const guest = await db.newPage();
        await logInThroughApi(guest, 'ava.moon', DEMO_PASSWORD);
        const status = await guest.evaluate(async (slug) => {
          await fetch(`/api/events/${slug}/rsvp`, { method: 'DELETE' });
          return (
            await fetch(`/api/events/${slug}/rsvp`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ response: 'going' }),
            })
          ).status;
        }, event!.slug);
        assert.equal(status, 201);

        const arrived = async (count: number) => {
          for (let i = 0; i < 100 && calls.length < count; i++) await new Promise((r) => setTimeout(r, 200));
          assert.ok(calls.length >= count, `${count} deliveries arrived`);
        };
        await arrived(1);
        const [first] = calls.filter((call) => JSON.parse(call.body).type === 'rsvp.created');
        assert.ok(first, 'an rsvp.created delivery');
        const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
        const expected = createHmac('sha256', key)
          .update(`${first.headers['webhook-id']}.${first.headers['webhook-timestamp']}.${first.body}`)
          .digest('base64');
        assert.ok(String(first.headers['webhook-signature']).split(' ').includes(`v1,${expected}`));

        // The host sees the delivery and sends it again: the same webhook-id arrives once more.
        await page.reload();
        const hook = panel.getByRole('listitem').filter({ hasText: hookUrl });
        await hook.getByRole('button', { name: 'Deliveries' }).click();
        const delivery = hook.getByRole('listitem').filter({ hasText: 'rsvp.created' });
        await delivery.getByText(/^Delivered · 204 in \d+ ms$/).waitFor();
        await hook.scrollIntoViewIfNeeded();
        await atWidths(page, 'settings-webhooks');
        const before = calls.length;
        await delivery.getByRole('button', { name: 'Send rsvp.created again' }).click();
        await page.getByText('Sent again', { exact: true }).waitFor();
        await arrived(before + 1);
        assert.equal(calls.at(-1)!.headers['webhook-id'], first.headers['webhook-id']);
      } finally {
        receiver.close();
      }
    },
  );
});
