// Before the night (issue 21 §1-2): a host sets the event's reminders in the event form; when one
// comes due the worker's sweep tells the guest in the inbox and by email, and the reminder's
// "Can't make it" opens the ticket page on the cancel question. A host reveals the address 3 hours
// before the start: the guest's ticket counts down, the time comes, the address appears pinned
// on the ticket and the guest is told.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { type Product, skipReason, until, useProduct } from './support/product.ts';
import { atWidths, elementShot, logInThroughApi } from './support/journey.ts';

const SLUG = 'afrobeats-amapiano-night';

/**
 * The signed-in user on `page` answers Going afresh (any earlier RSVP gone), and the answer is dated
 * `since` back (an interval), as if they had RSVP'd then.
 */
async function goingSince(
  db: Product,
  page: Page,
  event: { id: string; slug: string },
  username: string,
  since: string | null,
): Promise<void> {
  await db.query(
    `DELETE FROM rsvps WHERE event_id = $1 AND user_id = (SELECT id FROM users WHERE username = $2)`,
    [event.id, username],
  );
  await db.recountPlaces([event.id]);
  const created = await page.request.post(`/api/events/${event.slug}/rsvp`, { data: { response: 'going' } });
  assert.equal(created.status(), 201);
  if (since === null) return;
  await db.query(
    `UPDATE rsvps SET created_at = now() - $3::interval
     WHERE event_id = $1 AND user_id = (SELECT id FROM users WHERE username = $2)`,
    [event.id, username, since],
  );
}
const TITLE = 'Afrobeats & Amapiano Night';
const GUEST = 'lena.dances';

describe('before the night', () => {
  const product = useProduct();

  test(
    "a host sets a 3 h reminder; the guest is reminded and uses Can't make it",
    { skip: skipReason },
    async () => {
      const db = product();
      const [event] = await db.query<{ id: string }>('SELECT id FROM events WHERE slug = $1', [SLUG]);

      // The host keeps one reminder, 3 hours before, in the event form.
      const host = await db.newPage();
      await logInThroughApi(host, 'djnova');
      await host.goto(`/dashboard/events/${event.id}/edit`);
      const section = host.getByRole('group', { name: 'Reminders' });
      await section.waitFor();
      assert.equal(await host.getByLabel('Reminder 1: hours before the start').inputValue(), '24');
      await section.getByRole('checkbox').nth(0).uncheck();
      await host.getByLabel('Reminder 2: hours before the start').fill('3');
      await atWidths(host, 'event-form-reminders', {
        each: (width) => elementShot(section, `event-form-reminders-section-${width}`),
      });
      await host.getByRole('button', { name: 'Update Event' }).click();
      await host.waitForURL((url) => url.searchParams.get('tab') === 'events');
      const [saved] = await db.query<{ reminder_hours: number[] }>(
        'SELECT reminder_hours FROM events WHERE id = $1',
        [event.id],
      );
      assert.deepEqual(saved.reminder_hours, [3]);

      // The guest RSVP'd days ago; the night now starts in 2.5 hours, so the 3 h reminder is due.
      const guest = await db.newPage();
      await logInThroughApi(guest, GUEST);
      await goingSince(db, guest, { id: event.id, slug: SLUG }, GUEST, '3 days');
      await db.query(
        `UPDATE events SET starts_at = date_trunc('minute', now()) + interval '150 minutes', ends_at = null WHERE id = $1`,
        [event.id],
      );

      // The sweep runs every 10 s: the notice and its email arrive without anyone asking.
      const [notice] = await until('the reminder notice', async () => {
        const rows = await db.query<{ id: string }>(
          `SELECT n.id FROM rsvp_notices n JOIN users u ON u.id = n.user_id
           WHERE n.event_id = $1 AND u.username = $2 AND n.kind = 'reminder'`,
          [event.id, GUEST],
        );
        return rows.length > 0 ? rows : null;
      });
      const mail = `rsvps.notice.${notice.id}.eml`;
      await until('the reminder email', async () => (await readdir(db.mailDir)).includes(mail));
      const message = await readFile(path.join(db.mailDir, mail), 'utf8');
      assert.match(message, /Subject: Reminder: Afrobeats & Amapiano Night starts in 3 hours/);

      await guest.goto('/dashboard?tab=inbox');
      const item = guest.locator('.db-inbox__item', { hasText: `Reminder: ${TITLE} starts` });
      await item.waitFor();
      await atWidths(guest, 'inbox-reminder');
      await item.getByRole('link', { name: "Can't make it" }).click();

      // The ticket page opens on the cancel question; the guest confirms.
      const dialog = guest.getByRole('dialog', { name: 'Cancel your RSVP?' });
      await dialog.waitFor();
      await atWidths(guest, 'reminder-cancel-dialog', { fullPage: false });
      await dialog.getByRole('button', { name: 'Cancel RSVP' }).click();
      await guest.getByText('RSVP cancelled', { exact: true }).waitFor();
      const [after] = await db.query<{ status: string }>(
        `SELECT r.status FROM rsvps r JOIN users u ON u.id = r.user_id WHERE r.event_id = $1 AND u.username = $2`,
        [event.id, GUEST],
      );
      assert.equal(after.status, 'cancelled');
    },
  );

  test(
    'a host reveals the address 3 hours before; the guest sees the countdown, then the address and the notice',
    { skip: skipReason },
    async () => {
      const db = product();
      const slug = 'glow-garden-silent-disco';
      const [event] = await db.query<{ id: string; location: string; host: string }>(
        `SELECT e.id, e.location, u.username AS host FROM events e JOIN users u ON u.id = e.host_id WHERE e.slug = $1`,
        [slug],
      );

      const host = await db.newPage();
      await logInThroughApi(host, event.host);
      await host.goto(`/dashboard/events/${event.id}/edit`);
      await host.getByLabel('Who sees the location').selectOption('before-start');
      await host.getByLabel('Hours before the start', { exact: true }).fill('3');
      await host.getByLabel('Door instructions').fill('Through the garden gate, ask for Juno');
      const basics = host.getByRole('group', { name: 'Basics' });
      await atWidths(host, 'event-form-reveal', {
        each: (width) => elementShot(basics, `event-form-reveal-section-${width}`),
      });
      await host.getByRole('button', { name: 'Update Event' }).click();
      await host.waitForURL((url) => url.searchParams.get('tab') === 'events');
      const [saved] = await db.query<{ location_reveal: object }>(
        'SELECT location_reveal FROM events WHERE id = $1',
        [event.id],
      );
      assert.deepEqual(saved.location_reveal, { mode: 'before-start', hoursBefore: 3 });

      // The guest holds a place since yesterday; the reveal time is an hour away.
      const guest = await db.newPage();
      await logInThroughApi(guest, GUEST);
      await goingSince(db, guest, { id: event.id, slug }, GUEST, '1 day');
      const revealIn = (interval: string) =>
        db.query(
          `UPDATE events SET starts_at = now() + interval '3 hours' + $2::interval, ends_at = null WHERE id = $1`,
          [event.id, interval],
        );
      await revealIn('1 hour');
      await guest.goto(`/event/${slug}/ticket`);
      const countdown = guest.getByRole('timer').getByText('The address is revealed in');
      await countdown.waitFor();
      assert.equal(await guest.getByText(event.location).count(), 0);
      await atWidths(guest, 'ticket-reveal-countdown', { fullPage: false });

      // The reveal comes closer (8 seconds away) and the guest opens the ticket again.
      await revealIn('8 seconds');
      await guest.reload();
      await countdown.waitFor();
      assert.equal(await guest.getByText(event.location).count(), 0);

      // The time comes: the ticket asks again and pins the address, without a reload.
      const pinned = guest.getByRole('note', { name: 'Address' });
      await pinned.getByText(event.location).waitFor({ timeout: 60_000 });
      await pinned.getByText('At the door: Through the garden gate, ask for Juno').waitFor();
      await atWidths(guest, 'ticket-reveal-out', { fullPage: false });

      // And the guest is told once, in the inbox.
      await until('the reveal notice', async () => {
        const rows = await db.query<{ id: string }>(
          `SELECT n.id FROM rsvp_notices n JOIN users u ON u.id = n.user_id
           WHERE n.event_id = $1 AND u.username = $2 AND n.kind = 'location.revealed'`,
          [event.id, GUEST],
        );
        return rows.length === 1 ? rows : null;
      });
      await guest.goto('/dashboard?tab=inbox');
      await guest.locator('.db-inbox__item', { hasText: 'is out: it is on your ticket page' }).waitFor();
    },
  );

  test(
    "a guest hides from the guest list on the ticket; another guest's list leaves them out; a guests-only list stays private",
    { skip: skipReason },
    async () => {
      const db = product();
      const slug = 'afrobeats-amapiano-night';
      const [event] = await db.query<{ id: string }>('SELECT id FROM events WHERE slug = $1', [slug]);
      const [shy, other] = ['theo_after_dark', 'marcus.beats'];
      const pages = [];
      for (const username of [shy, other]) {
        const page = await db.newPage();
        await logInThroughApi(page, username);
        await goingSince(db, page, { id: event.id, slug }, username, null);
        pages.push(page);
      }
      const [shyPage, otherPage] = pages;
      const shyName = 'Theo Grant';

      // Both are on the list; the shy guest hides from their ticket.
      await otherPage.goto(`/event/${slug}`);
      const list = otherPage.getByRole('region', { name: /Who's Going/ });
      await list.getByText(shyName).waitFor();
      await shyPage.goto(`/event/${slug}/ticket`);
      await shyPage.getByLabel('Hide me from the guest list').check();
      await shyPage.getByText('Hidden from the guest list', { exact: true }).waitFor();
      await atWidths(shyPage, 'ticket-hide-me', { fullPage: false });

      await otherPage.reload();
      await list.getByText('Marcus Bell').waitFor();
      assert.equal(await list.getByText(shyName).count(), 0);
      const [hidden] = await db.query<{ hidden: boolean }>(
        `SELECT r.hidden FROM rsvps r JOIN users u ON u.id = r.user_id WHERE r.event_id = $1 AND u.username = $2`,
        [event.id, shy],
      );
      assert.equal(hidden.hidden, true);

      // A list for guests with a place only: a signed-in visitor without one sees it is private.
      await db.query(`UPDATE events SET guest_list_visibility = 'guests' WHERE id = $1`, [event.id]);
      const outsider = await db.newPage();
      await logInThroughApi(outsider, 'priya_s');
      await db.query(
        `DELETE FROM rsvps WHERE event_id = $1 AND user_id = (SELECT id FROM users WHERE username = 'priya_s')`,
        [event.id],
      );
      await outsider.goto(`/event/${slug}`);
      await outsider.getByText('Guest list kept private').waitFor();
      await outsider.getByText('The host shares the guest list with guests who hold a place.').waitFor();
      await atWidths(outsider, 'event-guest-list-private');
    },
  );
});
