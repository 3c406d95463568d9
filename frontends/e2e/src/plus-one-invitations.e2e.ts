// +1s as claimable invitations (issue 20 §5, ADR 0029): a guest coming with two friends finds one
// link per +1 on the ticket page, a friend opens one signed out (sees who invited them), signs in,
// claims the place and lands on their own ticket; the guest sees it claimed, withdraws the other
// link (it stops working at once), and the host sees the friend on the guest list.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { skipReason, useProduct } from './support/product.ts';
import { atWidths, logInThroughApi } from './support/journey.ts';

// Seeded, upcoming, hosted by maya.lights.
const EVENT_SLUG = 'latin-heat-saturday';
const EVENT_TITLE = 'Latin Heat Saturday';
const HOST = 'maya.lights';
const INVITER = 'jordan.k';
const FRIEND = 'sofia.r';

describe('+1 invitations', { timeout: 180_000 }, () => {
  const product = useProduct();

  test('a friend claims a +1 link as their own RSVP', { skip: skipReason }, async () => {
    const db = product();
    const [event] = await db.query<{ id: string }>('SELECT id FROM events WHERE slug = $1', [EVENT_SLUG]);
    await db.query(
      `DELETE FROM rsvps WHERE event_id = $1 AND user_id IN (SELECT id FROM users WHERE username = ANY($2))`,
      [event.id, [INVITER, FRIEND]],
    );
    await db.recountPlaces([event.id]);
    await db.query(`UPDATE events SET allow_guest_invites = true WHERE id = $1`, [event.id]);

    // Jordan RSVPs with two friends and finds a link for each on the ticket page.
    const inviter = await db.newPage();
    await logInThroughApi(inviter, INVITER);
    const status = await inviter.evaluate(
      async (slug) =>
        (
          await fetch(`/api/events/${slug}/rsvp`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ response: 'going', plusOnes: 2 }),
          })
        ).status,
      EVENT_SLUG,
    );
    assert.equal(status, 201);
    await inviter.goto(`/event/${EVENT_SLUG}/ticket`);
    const links = inviter.getByRole('region', { name: 'Your +1s' });
    await links.getByRole('textbox', { name: '+1 link 2' }).waitFor();
    const first = await links.getByRole('textbox', { name: '+1 link 1' }).inputValue();
    const second = await links.getByRole('textbox', { name: '+1 link 2' }).inputValue();
    assert.match(first, new RegExp(`/event/${EVENT_SLUG}/invite/[A-Za-z0-9_-]{22}$`));
    assert.notEqual(first, second);
    await atWidths(inviter, 'plus-one-links');

    // Sofia opens the first link signed out: who invited her, to what, and a way in.
    const friend = await db.newPage();
    await friend.goto(new URL(first).pathname);
    await friend.getByRole('heading', { name: 'Jordan Kim invited you' }).waitFor();
    await friend.getByText(EVENT_TITLE).waitFor();
    await friend.getByRole('link', { name: 'Sign up to claim' }).waitFor();
    assert.match(
      (await friend.getByRole('link', { name: 'Sign up to claim' }).getAttribute('href')) ?? '',
      new RegExp(`redirect=${new URL(first).pathname}$`),
    );
    await atWidths(friend, 'plus-one-invite');

    // Signed in, she claims the place and lands on her own ticket.
    await logInThroughApi(friend, FRIEND);
    await friend.goto(new URL(first).pathname);
    await friend.getByRole('button', { name: 'Claim my place' }).click();
    await friend.waitForURL(`**/event/${EVENT_SLUG}/ticket`);
    await friend.getByRole('heading', { name: EVENT_TITLE, level: 1 }).waitFor();
    await friend.getByText('Confirmed', { exact: true }).waitFor();
    await atWidths(friend, 'plus-one-claimed-ticket');

    // Jordan sees the claim; his party is one smaller, and he withdraws the other link.
    await inviter.reload();
    await links.getByText('✓ Claimed by Sofia Ramirez').waitFor();
    assert.equal(await links.getByRole('textbox').count(), 1);
    assert.equal(await links.getByRole('textbox', { name: '+1 link 1' }).inputValue(), second);
    await links.getByRole('button', { name: 'Withdraw +1 link 1' }).click();
    await inviter.getByText('Link withdrawn', { exact: true }).waitFor();
    await links.getByRole('textbox', { name: '+1 link 1' }).waitFor();
    const fresh = await links.getByRole('textbox', { name: '+1 link 1' }).inputValue();
    assert.notEqual(fresh, second);
    await atWidths(inviter, 'plus-one-links-claimed');

    // The withdrawn link and the spent one say so to whoever opens them.
    const stranger = await db.newPage();
    await stranger.goto(new URL(second).pathname);
    await stranger.getByText('This invitation is no longer open: ask Jordan Kim for a new link.').waitFor();
    await stranger.goto(new URL(first).pathname);
    await stranger.getByText('This place was already claimed.').waitFor();
    await atWidths(stranger, 'plus-one-invite-closed');

    // The host sees Sofia on the guest list under her own name, and Jordan's party of 2.
    const host = await db.newPage();
    await logInThroughApi(host, HOST);
    await host.goto(`/dashboard/events/${event.id}/tickets`);
    await host.locator('.db-tix-row', { hasText: 'Sofia Ramirez' }).waitFor();
    const [counts] = await db.query<{ jordan: number; sofia: number }>(
      `SELECT max(r.plus_ones) FILTER (WHERE u.username = $2) AS jordan,
         max(r.plus_ones) FILTER (WHERE u.username = $3) AS sofia
       FROM rsvps r JOIN users u ON u.id = r.user_id WHERE r.event_id = $1`,
      [event.id, INVITER, FRIEND],
    );
    assert.deepEqual(counts, { jordan: 1, sofia: 0 });
  });
});
