// A full event's group waitlist (issue 20 §3): guests join from the event page, a guest cancels
// from the ticket page and the freed place is offered to the first waiting party by the workers
// (inbox and email), the host sees the waitlist in ticket management, and the offered guest
// accepts and holds a ticket; when the host then lifts the capacity, the party still waiting is
// offered its places at once. And day-of reconfirmation (§4): asked on the ticket page, answered,
// marked for the host.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { skipReason, until, useProduct } from './support/product.ts';
import { atWidths, logInThroughApi } from './support/journey.ts';

// Seeded, upcoming, hosted by velvetroom.
const EVENT_SLUG = 'disco-inferno-roller-night';
const EVENT_TITLE = 'Disco Inferno Roller Night';
const HOST = 'velvetroom';
const HOLDER = 'jordan.k';
const FIRST = 'priya_s';
const SECOND = 'lena.dances';

async function rsvpThroughApi(page: Page, body: object): Promise<number> {
  return page.evaluate(
    async ([slug, payload]) =>
      (
        await fetch(`/api/events/${slug}/rsvp`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(payload),
        })
      ).status,
    [EVENT_SLUG, body] as const,
  );
}

/** Joins the waitlist from the event page: the notice's link, then the party and the button. */
async function joinFromEventPage(page: Page, party: string): Promise<void> {
  await page.goto(`/event/${EVENT_SLUG}`);
  await page.getByRole('heading', { name: EVENT_TITLE, level: 1 }).waitFor();
  await page.getByText('This event is full').waitFor();
  assert.equal(await page.getByRole('link', { name: 'RSVP NOW!' }).count(), 0);
  await page.getByRole('link', { name: 'Join the waitlist' }).click();
  await page.getByRole('heading', { name: 'This event is full' }).waitFor();
  await page.getByLabel('Your party').selectOption({ label: party });
  await page.getByRole('button', { name: 'Join the waitlist' }).click();
  await page.getByRole('heading', { name: "You're on the waitlist" }).waitFor();
}

describe('the waitlist', () => {
  const product = useProduct();

  test(
    'guests join a full event, a cancellation offers the place to the first, who accepts it',
    { skip: skipReason },
    async () => {
      const db = product();
      const [event] = await db.query<{ id: string }>('SELECT id FROM events WHERE slug = $1', [EVENT_SLUG]);
      await db.query(
        `DELETE FROM rsvps WHERE event_id = $1 AND user_id IN (SELECT id FROM users WHERE username = ANY($2))`,
        [event.id, [HOLDER, FIRST, SECOND]],
      );
      await db.recountPlaces([event.id]);
      // One place left, which the holder takes: the event is full.
      await db.query(
        `UPDATE events SET unlimited_spots = false, waitlist = true,
           max_capacity = (SELECT places_taken FROM event_places WHERE event_id = $1) + 1
         WHERE id = $1`,
        [event.id],
      );
      const holder = await db.newPage();
      await logInThroughApi(holder, HOLDER);
      assert.equal(await rsvpThroughApi(holder, { response: 'going' }), 201);

      // Two guests join: the first alone, the second with a friend.
      const first = await db.newPage();
      await logInThroughApi(first, FIRST);
      await joinFromEventPage(first, 'Just you');
      await first.getByText('#1 in line · just you').waitFor();
      await atWidths(first, 'waitlist-joined');
      const second = await db.newPage();
      await logInThroughApi(second, SECOND);
      await joinFromEventPage(second, '+1 guest');
      await second.getByText('#2 in line · a party of 2').waitFor();
      await second.goto(`/event/${EVENT_SLUG}`);
      await second.getByText("You're on the waitlist").waitFor();
      await atWidths(second, 'waitlist-event-page');

      // The holder cancels: the one freed place goes to the first party (the second needs two).
      await holder.goto(`/event/${EVENT_SLUG}/ticket`);
      await holder.getByRole('button', { name: 'Cancel RSVP' }).click();
      await holder
        .getByRole('dialog', { name: 'Cancel your RSVP?' })
        .getByRole('button', { name: 'Cancel RSVP' })
        .click();
      await holder.getByText('RSVP cancelled', { exact: true }).waitFor();

      const notice = await until('the offer notice', async () => {
        const [row] = await db.query<{ id: string }>(
          `SELECT n.id FROM rsvp_notices n JOIN users u ON u.id = n.user_id
           WHERE u.username = $1 AND n.event_id = $2 AND n.kind = 'waitlist.offered'`,
          [FIRST, event.id],
        );
        return row;
      });
      const mail = `rsvps.notice.${notice.id}.eml`;
      await until('the offer email', async () => (await readdir(db.mailDir)).includes(mail));
      const eml = await readFile(path.join(db.mailDir, mail), 'utf8');
      assert.match(eml, /Subject: A place opened up: Disco Inferno Roller Night/);
      const [secondNotices] = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM rsvp_notices n JOIN users u ON u.id = n.user_id
         WHERE u.username = $1 AND n.event_id = $2`,
        [SECOND, event.id],
      );
      assert.equal(secondNotices.count, 0);

      // The host sees who holds the offer and who waits.
      const host = await db.newPage();
      await logInThroughApi(host, HOST);
      await host.goto(`/dashboard/events/${event.id}/tickets`);
      const panel = host.locator('.db-tix-waitlist');
      await panel.getByText(/Offered 1 place until/).waitFor();
      await panel.getByText('#1 in line · party of 2').waitFor();
      await atWidths(host, 'waitlist-host', {
        each: async () => void (await panel.scrollIntoViewIfNeeded()),
      });

      // The first guest finds the offer in the inbox, then accepts it on the event's RSVP page.
      await first.goto('/dashboard?tab=inbox');
      await first
        .locator('.db-inbox__item', { hasText: 'opened up at Disco Inferno Roller Night' })
        .waitFor();
      await first.goto(`/event/${EVENT_SLUG}`);
      await first.getByRole('link', { name: 'Accept your place' }).click();
      await first.getByRole('heading', { name: 'A place opened up for you!' }).waitFor();
      await atWidths(first, 'waitlist-offer');
      await first.getByRole('button', { name: 'Accept my place' }).click();
      await first.getByRole('heading', { name: 'Thanks for your RSVP!' }).waitFor();
      await first.goto(`/event/${EVENT_SLUG}/ticket`);
      await first.getByRole('heading', { name: EVENT_TITLE, level: 1 }).waitFor();
      await first.getByText('Confirmed', { exact: true }).waitFor();
      const [accepted] = await db.query<{ status: string; outcome: string }>(
        `SELECT r.status, o.outcome FROM rsvps r JOIN users u ON u.id = r.user_id
         JOIN waitlist_offers o ON o.rsvp_id = r.id WHERE u.username = $1 AND r.event_id = $2`,
        [FIRST, event.id],
      );
      assert.deepEqual(accepted, { status: 'confirmed', outcome: 'accepted' });

      // The second party still waits, now first in line.
      await second.goto(`/event/${EVENT_SLUG}/rsvp`);
      await second.getByText('#1 in line · a party of 2').waitFor();

      // The host lifts the limit in the event form: there is room for everyone, and the waiting
      // party is offered its places at once.
      await host.goto(`/dashboard/events/${event.id}/edit`);
      await host.getByLabel('Unlimited spots').check();
      await host.getByRole('button', { name: 'Update Event' }).click();
      await host.waitForURL((url) => url.searchParams.get('tab') === 'events');
      await until('the offer to the second party', async () => {
        const [row] = await db.query<{ status: string }>(
          `SELECT r.status FROM rsvps r JOIN users u ON u.id = r.user_id
           WHERE u.username = $1 AND r.event_id = $2 AND r.status = 'offered'`,
          [SECOND, event.id],
        );
        return row;
      });
      await second.goto(`/event/${EVENT_SLUG}/rsvp`);
      await second.getByRole('heading', { name: 'A place opened up for you!' }).waitFor();
      await atWidths(second, 'waitlist-offer-capacity-lifted');
      await second.getByRole('button', { name: 'Accept my place' }).click();
      await second.getByRole('heading', { name: 'Thanks for your RSVP!' }).waitFor();
    },
  );

  test(
    'a host asks guests to reconfirm on the day; a guest reconfirms on the ticket page, the host sees it',
    { skip: skipReason },
    async () => {
      const db = product();
      const slug = 'latin-heat-saturday';
      const guest = 'marcus.beats';
      const [event] = await db.query<{ id: string; host: string }>(
        `SELECT e.id, u.username AS host FROM events e JOIN users u ON u.id = e.host_id WHERE e.slug = $1`,
        [slug],
      );
      // The night starts in 4 hours with reconfirmation on: the question is out, the deadline ahead.
      await db.query(
        `UPDATE events SET starts_at = date_trunc('minute', now()) + interval '4 hours', ends_at = null,
           reconfirm = true WHERE id = $1`,
        [event.id],
      );
      await db.query(
        `DELETE FROM rsvps WHERE event_id = $1 AND user_id = (SELECT id FROM users WHERE username = $2)`,
        [event.id, guest],
      );
      await db.recountPlaces([event.id]);
      const page = await db.newPage();
      await logInThroughApi(page, guest);
      const status = await page.evaluate(
        async (eventSlug) =>
          (
            await fetch(`/api/events/${eventSlug}/rsvp`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ response: 'going' }),
            })
          ).status,
        slug,
      );
      assert.equal(status, 201);
      // RSVP'd days ago, so the question is theirs.
      await db.query(
        `UPDATE rsvps SET created_at = now() - interval '3 days'
         WHERE event_id = $1 AND user_id = (SELECT id FROM users WHERE username = $2)`,
        [event.id, guest],
      );

      await page.goto(`/event/${slug}/ticket`);
      const question = page.getByRole('region', { name: 'Reconfirm your place' });
      await question.getByText('Are you still coming?').waitFor();
      await atWidths(page, 'reconfirm-ticket');
      await question.getByRole('button', { name: "I'm still coming" }).click();
      await page.getByText('You reconfirmed: your place is kept.').waitFor();
      const [row] = await db.query<{ reconfirmed: boolean }>(
        `SELECT reconfirmed_at IS NOT NULL AS reconfirmed FROM rsvps
         WHERE event_id = $1 AND user_id = (SELECT id FROM users WHERE username = $2)`,
        [event.id, guest],
      );
      assert.equal(row.reconfirmed, true);

      const host = await db.newPage();
      await logInThroughApi(host, event.host);
      await host.goto(`/dashboard/events/${event.id}/tickets`);
      const mark = host.locator('.db-tix-row', { hasText: 'Marcus' }).getByText('✓ Reconfirmed');
      await mark.waitFor();
      await atWidths(host, 'reconfirm-host', {
        each: async () => void (await mark.scrollIntoViewIfNeeded()),
      });
      await host.goto(`/dashboard/events/${event.id}/edit`);
      await host.getByLabel('Ask, hours before the start').waitFor();
      assert.equal(await host.getByLabel('Ask, hours before the start').inputValue(), '6');
      assert.equal(await host.getByLabel('Release, hours before the start').inputValue(), '2');
      const ask = host.getByLabel('Ask, hours before the start');
      await atWidths(host, 'reconfirm-form', { each: async () => void (await ask.scrollIntoViewIfNeeded()) });
    },
  );
});
