// Capacity that moves (issue 20): a full event says so before the form; a guest cancels from the
// ticket page and the freed places go to the next guest at once; a guest cancels from the RSVP
// card and answers again; a host approves a batch of requests to an event that needs approval.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ICAL from 'ical.js';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { skipReason, until, useProduct } from './support/product.ts';
import { atWidths, logInThroughApi } from './support/journey.ts';

// Seeded, upcoming, with a light theme.
const EVENT_SLUG = 'glow-garden-silent-disco';
const EVENT_TITLE = 'Glow Garden Silent Disco';
const FIRST = 'jordan.k';
const NEXT = 'priya_s';

/** The signed-in user's RSVP through the API, as the form sends it. */
async function rsvpThroughApi(page: Page, body: object, slug = EVENT_SLUG): Promise<number> {
  return page.evaluate(
    async ([slug, payload]) =>
      (
        await fetch(`/api/events/${slug}/rsvp`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(payload),
        })
      ).status,
    [slug, body] as const,
  );
}

describe('capacity that moves', () => {
  const product = useProduct();

  test(
    'a guest cancels, the freed places go to the next guest, who cancels and answers again',
    { skip: skipReason },
    async () => {
      const db = product();
      const [event] = await db.query<{ id: string }>('SELECT id FROM events WHERE slug = $1', [EVENT_SLUG]);
      // Neither guest has an RSVP here; the event holds exactly two more places.
      await db.query(
        `DELETE FROM rsvps WHERE event_id = $1 AND user_id IN (SELECT id FROM users WHERE username = ANY($2))`,
        [event.id, [FIRST, NEXT]],
      );
      await db.recountPlaces([event.id]);
      await db.query(
        `UPDATE events SET unlimited_spots = false,
           max_capacity = (SELECT places_taken FROM event_places WHERE event_id = $1) + 2
         WHERE id = $1`,
        [event.id],
      );
      const statusOf = async (username: string) =>
        (
          await db.query<{ status: string }>(
            `SELECT r.status FROM rsvps r JOIN users u ON u.id = r.user_id WHERE u.username = $1 AND r.event_id = $2`,
            [username, event.id],
          )
        )[0]?.status;

      const first = await db.newPage();
      await logInThroughApi(first, FIRST);
      assert.equal(await rsvpThroughApi(first, { response: 'going', plusOnes: 1 }), 201);

      // The next guest learns the event is full on its page, before any form.
      const next = await db.newPage();
      await logInThroughApi(next, NEXT);
      await next.goto(`/event/${EVENT_SLUG}`);
      await next.getByRole('heading', { name: EVENT_TITLE, level: 1 }).waitFor();
      await next.getByText('This event is full').waitFor();
      assert.equal(await next.getByRole('link', { name: 'RSVP NOW!' }).count(), 0);
      await atWidths(next, 'event-full');

      // The first guest cancels from the ticket page, after a second question.
      await first.goto(`/event/${EVENT_SLUG}/ticket`);
      await first.getByRole('heading', { name: EVENT_TITLE, level: 1 }).waitFor();
      await atWidths(first, 'ticket-actions');
      await first.getByRole('button', { name: 'Cancel RSVP' }).click();
      const dialog = first.getByRole('dialog', { name: 'Cancel your RSVP?' });
      await dialog.waitFor();
      await atWidths(first, 'rsvp-cancel-dialog', { fullPage: false });
      await dialog.getByRole('button', { name: 'Keep my RSVP' }).click();
      await dialog.waitFor({ state: 'detached' });
      assert.equal(await statusOf(FIRST), 'confirmed');
      await first.getByRole('button', { name: 'Cancel RSVP' }).click();
      await dialog.getByRole('button', { name: 'Cancel RSVP' }).click();
      await first.getByText('RSVP cancelled', { exact: true }).waitFor();
      await first.getByRole('heading', { name: 'RSVP Required' }).waitFor();
      assert.equal(await statusOf(FIRST), 'cancelled');

      // The places are free at once: the next guest RSVPs for two.
      await next.reload();
      await next.getByRole('link', { name: 'RSVP NOW!' }).click();
      await next.getByRole('button', { name: 'Going', exact: true }).click();
      await next.getByRole('button', { name: '+1 guest' }).click();
      await next.getByRole('button', { name: 'Submit RSVP' }).click();
      await next.getByRole('heading', { name: 'Thanks for your RSVP!' }).waitFor();
      assert.equal(await statusOf(NEXT), 'confirmed');

      // Now the first guest finds it full, as the next did.
      await first.goto(`/event/${EVENT_SLUG}`);
      await first.getByText('This event is full').waitFor();

      // The next guest cancels from the RSVP card, then answers again (Maybe takes no place).
      await next.getByRole('button', { name: 'Cancel RSVP' }).click();
      await next
        .getByRole('dialog', { name: 'Cancel your RSVP?' })
        .getByRole('button', { name: 'Cancel RSVP' })
        .click();
      await next.getByRole('heading', { name: 'RSVP cancelled' }).waitFor();
      await atWidths(next, 'rsvp-cancelled');
      await next.getByRole('button', { name: 'RSVP Again' }).click();
      await next.getByRole('button', { name: 'Maybe', exact: true }).click();
      await next.getByRole('button', { name: 'Submit RSVP' }).click();
      await next.getByRole('heading', { name: 'Thanks for your RSVP!' }).waitFor();
      const [again] = await db.query<{ response: string; status: string }>(
        `SELECT r.response, r.status FROM rsvps r JOIN users u ON u.id = r.user_id WHERE u.username = $1 AND r.event_id = $2`,
        [NEXT, event.id],
      );
      assert.deepEqual(again, { response: 'maybe', status: 'confirmed' });
      // Two places free again: the page offers RSVP NOW! to the first guest.
      await first.reload();
      await first.getByRole('link', { name: 'RSVP NOW!' }).waitFor();
    },
  );

  test(
    'guests ask to join an event that needs approval; the host approves a batch and declines one',
    { skip: skipReason },
    async () => {
      const db = product();
      const slug = 'afrobeats-amapiano-night';
      const [event] = await db.query<{ id: string; location: string }>(
        'SELECT id, location FROM events WHERE slug = $1',
        [slug],
      );
      const guests = ['lena.dances', 'theo_after_dark', 'marcus.beats'];
      await db.query(
        `DELETE FROM rsvps WHERE event_id = $1 AND user_id IN (SELECT id FROM users WHERE username = ANY($2))`,
        [event.id, guests],
      );
      await db.recountPlaces([event.id]);
      await db.query(
        'UPDATE events SET require_approval = true, location_reveal = \'{"mode": "on-rsvp", "hoursBefore": null}\', unlimited_spots = true WHERE id = $1',
        [event.id],
      );

      // The first guest asks through the form: it says the host approves each guest.
      const lena = await db.newPage();
      await logInThroughApi(lena, guests[0]);
      await lena.goto(`/event/${slug}/rsvp`);
      await lena.getByText('The host approves each guest: your RSVP is a request until they do.').waitFor();
      await lena.getByRole('button', { name: 'Going', exact: true }).click();
      await lena.getByRole('button', { name: 'Submit RSVP' }).click();
      await lena.getByRole('heading', { name: "Waiting for the host's approval" }).waitFor();
      await lena.getByText('Request Sent!', { exact: true }).waitFor();
      await atWidths(lena, 'rsvp-requested');
      await lena.goto(`/event/${slug}`);
      await lena.getByText("Waiting for the host's approval").waitFor();
      assert.equal(await lena.getByText(event.location).count(), 0);
      await atWidths(lena, 'event-waiting');

      for (const username of guests.slice(1)) {
        const page = await db.newPage();
        await logInThroughApi(page, username);
        assert.equal(await rsvpThroughApi(page, { response: 'going', plusOnes: 1 }, slug), 201);
      }

      // The host sees the three requests above the guest list, approves two at once, declines one.
      const host = await db.newPage();
      await logInThroughApi(host, 'djnova');
      await host.goto(`/dashboard/events/${event.id}/tickets`);
      const requests = host.getByRole('region', { name: /Waiting for approval/ });
      await requests.getByText('Lena Novak').waitFor();
      assert.equal(await requests.getByRole('listitem').count(), 3);
      await atWidths(host, 'ticket-requests');
      await requests.getByRole('checkbox', { name: 'Select Lena Novak' }).check();
      await requests.getByRole('checkbox', { name: 'Select Theo Grant' }).check();
      await requests.getByRole('button', { name: 'Approve selected (2)' }).click();
      await host.getByText('Approved 2 requests', { exact: true }).waitFor();
      await requests.getByRole('button', { name: 'Decline Marcus Bell' }).click();
      await host.getByText('Declined 1 request', { exact: true }).waitFor();
      await requests.waitFor({ state: 'detached' });

      const statuses = await db.query<{ username: string; status: string }>(
        `SELECT u.username, r.status FROM rsvps r JOIN users u ON u.id = r.user_id
         WHERE r.event_id = $1 AND u.username = ANY($2) ORDER BY u.username`,
        [event.id, guests],
      );
      assert.deepEqual(statuses, [
        { username: 'lena.dances', status: 'confirmed' },
        { username: 'marcus.beats', status: 'declined' },
        { username: 'theo_after_dark', status: 'confirmed' },
      ]);

      // The guest is told in the inbox and by one email; the notice leads to the ticket.
      const [notice] = await db.query<{ id: string }>(
        `SELECT n.id FROM rsvp_notices n JOIN users u ON u.id = n.user_id
         WHERE n.event_id = $1 AND u.username = $2 AND n.kind = 'request.approved'`,
        [event.id, guests[0]],
      );
      const mail = `rsvps.notice.${notice.id}.eml`;
      await until('the approval email', async () => (await readdir(db.mailDir)).includes(mail));
      assert.match(
        await readFile(path.join(db.mailDir, mail), 'utf8'),
        /Subject: You're in: Afrobeats & Amapiano Night/,
      );
      await lena.goto('/dashboard?tab=inbox');
      const item = lena.locator('.db-inbox__item', { hasText: 'approved your RSVP' });
      await item.waitFor();
      await atWidths(lena, 'inbox-approved');
      await item.getByRole('link', { name: 'Your ticket' }).click();

      // Approved: the guest sees the location pinned above the ticket.
      await lena.getByRole('note', { name: 'Address' }).getByText(event.location).waitFor();
      assert.equal(await lena.getByText("Waiting for the host's approval").count(), 0);

      // Her calendar feed (Settings) now lists the night, with the address (issue 21 §3).
      await lena.goto('/dashboard?tab=settings');
      await lena.getByRole('button', { name: 'Make my calendar address' }).click();
      const address = await lena.getByLabel('Feed address').inputValue();
      assert.match(address, /\/api\/calendar\/[\w-]{32}\.ics$/);
      await atWidths(lena, 'settings-calendar-feed');
      const feed = await (await fetch(new URL(new URL(address).pathname, db.baseUrl))).text();
      const [listed] = new ICAL.Component(ICAL.parse(feed))
        .getAllSubcomponents('vevent')
        .filter((vevent) => vevent.getFirstPropertyValue('uid') === `${event.id}@nightlife.events`);
      assert.equal(listed?.getFirstPropertyValue('location'), event.location);
    },
  );
});
