// Before the night (issue 21 §2): a host sets the event's reminders in the event form; when one
// comes due the worker's sweep tells the guest in the inbox and by email, and the reminder's
// "Can't make it" opens the ticket page on the cancel question.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import { screenshotsDir, skipReason, until, useProduct } from './support/product.ts';
import { atWidths, logInThroughApi } from './support/journey.ts';

const SLUG = 'afrobeats-amapiano-night';
const TITLE = 'Afrobeats & Amapiano Night';
const GUEST = 'lena.dances';

describe('reminders', { timeout: 240_000 }, () => {
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
        each: (width) =>
          section
            .screenshot({ path: path.join(screenshotsDir, `event-form-reminders-section-${width}.png`) })
            .then(() => undefined),
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
      await db.query(
        `DELETE FROM rsvps WHERE event_id = $1 AND user_id = (SELECT id FROM users WHERE username = $2)`,
        [event.id, GUEST],
      );
      await db.recountPlaces([event.id]);
      const created = await guest.request.post(`/api/events/${SLUG}/rsvp`, { data: { response: 'going' } });
      assert.equal(created.status(), 201);
      await db.query(
        `UPDATE rsvps SET created_at = now() - interval '3 days'
         WHERE event_id = $1 AND user_id = (SELECT id FROM users WHERE username = $2)`,
        [event.id, GUEST],
      );
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
});
