// +1s as claimable invitations (issue 20 §5, ADR 0029): a guest coming with two friends finds one
// link per +1 on the ticket page, a friend opens one signed out (sees who invited them), signs in,
// claims the place and lands on their own ticket; the guest sees it claimed, withdraws the other
// link (it stops working at once), and the host sees the friend on the guest list.
// Invite-only events (issue 20 §5, ADR 0038), the event-wide invitation: the host turns "Invite only"
// on in the form and copies the link from ticket management; a signed-out friend opens it, signs up
// and RSVPs; the page without the code is the 404 page and /events does not list it.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { skipReason, useProduct } from './support/product.ts';
import { atWidths, logInThroughApi, viewportShot } from './support/journey.ts';
import { expectPath } from './support/navigation.ts';

// Seeded, upcoming, hosted by maya.lights.
const EVENT_SLUG = 'latin-heat-saturday';
const EVENT_TITLE = 'Latin Heat Saturday';
const HOST = 'maya.lights';
const INVITER = 'jordan.k';
const FRIEND = 'sofia.r';

describe('+1 invitations', () => {
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

    // The host sees Sofia on the guest list under her own name, right under Jordan whose party
    // she came in, and Jordan's party of 2.
    const host = await db.newPage();
    await logInThroughApi(host, HOST);
    await host.goto(`/dashboard/events/${event.id}/tickets`);
    const going = host.locator('[data-column="going"] .db-tix-row');
    const sofiaRow = going.filter({ hasText: 'Sofia Ramirez' });
    await sofiaRow.getByText('+1 of Jordan Kim').waitFor();
    const names = await going.locator('.db-tix-row__name').allInnerTexts();
    const jordanAt = names.findIndex((name) => name.startsWith('Jordan Kim'));
    assert.match(names[jordanAt + 1] ?? '', /^Sofia Ramirez/);
    await atWidths(host, 'plus-one-host-party');
    const [counts] = await db.query<{ jordan: number; sofia: number }>(
      `SELECT max(r.plus_ones) FILTER (WHERE u.username = $2) AS jordan,
         max(r.plus_ones) FILTER (WHERE u.username = $3) AS sofia
       FROM rsvps r JOIN users u ON u.id = r.user_id WHERE r.event_id = $1`,
      [event.id, INVITER, FRIEND],
    );
    assert.deepEqual(counts, { jordan: 1, sofia: 0 });
  });

  test(
    'a friend opens an invite-only event by its link, signs up and RSVPs',
    { skip: skipReason },
    async () => {
      const db = product();
      const stamp = Date.now().toString(36);
      const title = `Rooftop Secret ${stamp}`;
      const host = await db.newPage();
      await logInThroughApi(host, HOST);
      const created = await host.evaluate(async (eventTitle) => {
        const res = await fetch('/api/events', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ title: eventTitle, eventDate: '2030-06-15', openInvite: true }),
        });
        return (await res.json()) as { id: string; slug: string };
      }, title);

      // The host turns "Invite only" on in the form.
      await host.goto(`/dashboard/events/${created.id}/edit`);
      const inviteOnly = host.getByLabel(/^Invite only/);
      await inviteOnly.check();
      await host
        .getByText('After saving, copy the invite link from Manage Tickets.', { exact: false })
        .waitFor();
      await host.getByLabel('Open invite (guests may share the invite link)').waitFor();
      // The switch, in view at each width (the page's top is the form's title).
      await atWidths(host, 'invite-only-form', {
        fullPage: false,
        each: async (width) => {
          await inviteOnly.evaluate((element) => element.scrollIntoView({ block: 'center' }));
          await viewportShot(host, `invite-only-form-switch-${width}`);
        },
      });
      await host.getByRole('button', { name: 'Update Event' }).click();
      await host.waitForURL((url) => url.searchParams.get('tab') === 'events');
      await host
        .getByTestId('dashboard-event')
        .filter({ hasText: title })
        .getByText('🔒 Invite only')
        .waitFor();

      // Ticket management has the link to copy.
      await host.goto(`/dashboard/events/${created.id}/tickets`);
      const field = host.getByRole('textbox', { name: 'Invite link' });
      await field.waitFor();
      const link = new URL(await field.inputValue());
      assert.equal(link.pathname, `/event/${created.slug}`);
      assert.match(link.searchParams.get('invite') ?? '', /^[A-Za-z0-9_-]{22}$/);
      await host.getByRole('button', { name: 'Copy invite link' }).waitFor();
      await atWidths(host, 'invite-only-ticket-management', { fullPage: false });

      // Without the code the page is the 404 page, and /events does not list it.
      const stranger = await db.newPage();
      await stranger.goto(`/event/${created.slug}`);
      await stranger.getByRole('heading', { name: 'Event Not Found' }).waitFor();
      await stranger.goto(`/events?q=${encodeURIComponent(title)}`);
      await stranger.getByText('No events match').waitFor();

      // A signed-out friend opens the link, signs up and comes back to the RSVP with the code.
      const friend = await db.newPage();
      const username = `rooftop${stamp}`;
      await friend.goto(`${link.pathname}${link.search}`);
      await friend.getByRole('heading', { name: title, level: 1 }).waitFor();
      await friend.getByRole('link', { name: 'RSVP NOW!' }).click();
      await expectPath(friend, '/attendee-signup');
      const rsvpPath = `/event/${created.slug}/rsvp${link.search}`;
      assert.equal(new URL(friend.url()).searchParams.get('redirect'), rsvpPath);
      await friend.getByLabel('Username').fill(username);
      await friend.getByLabel('First name').fill('Rio');
      await friend.getByLabel('Last name').fill('Alvarez');
      await friend.getByLabel('Email').fill(`${username}@example.test`);
      await friend.getByLabel(/^Password\W*$/).fill('after-dark-2026');
      await friend.getByLabel('Confirm password').fill('after-dark-2026');
      await friend.getByRole('button', { name: 'Sign up & continue to RSVP' }).click();
      await expectPath(friend, `/event/${created.slug}/rsvp`);
      assert.equal(new URL(friend.url()).search, link.search);
      await friend.getByRole('button', { name: 'Going', exact: true }).click();
      await friend.getByRole('button', { name: 'Submit RSVP' }).click();
      await friend.getByRole('heading', { name: 'Thanks for your RSVP!' }).waitFor();

      // Her RSVP is her way in now, and with Open invite on she may share the link.
      await friend.goto(`/event/${created.slug}`);
      await friend.getByRole('heading', { name: title, level: 1 }).waitFor();
      await friend.getByRole('button', { name: '🔗 Share invite link' }).waitFor();
      await friend.getByText('This event is invite only: the link lets a friend in.').waitFor();
      const share = friend.getByRole('button', { name: '🔗 Share invite link' });
      await atWidths(friend, 'invite-only-guest-share', {
        fullPage: false,
        each: async (width) => {
          await share.evaluate((element) => element.scrollIntoView({ block: 'center' }));
          await viewportShot(friend, `invite-only-guest-share-button-${width}`);
        },
      });
      const [saved] = await db.query<{ response: string }>(
        `SELECT r.response FROM rsvps r JOIN users u ON u.id = r.user_id JOIN events e ON e.id = r.event_id
       WHERE u.username = $1 AND e.slug = $2`,
        [username, created.slug],
      );
      assert.deepEqual(saved, { response: 'going' });
    },
  );
});
