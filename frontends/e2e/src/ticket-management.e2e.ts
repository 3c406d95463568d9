// Ticket management (issue 9): the demo host opens an event's ticket management, walks the four
// tabs, declines a guest, issues a VIP ticket, exports the guest list and reads it back; the
// attendee sees the VIP ticket on their ticket page; anyone else is denied.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { expectPath } from './support/navigation.ts';
import { skipReason, useProduct } from './support/product.ts';
import { atWidths, logInThroughApi } from './support/journey.ts';

// A guest name a spreadsheet would run as a formula, with a comma, quotes and an emoji.
const TRICKY_NAME = '=cmd, "Ray" 🎉';

/** RFC 4180 reader: quoted fields with doubled quotes, CRLF line ends. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  return rows;
}

describe('ticket management', () => {
  const product = useProduct();
  let event: { id: string; slug: string; title: string };

  test(
    'the host manages tickets, issues a VIP ticket and exports the guest list',
    { skip: skipReason },
    async () => {
      // A demo event of djnova's that jordan.k is going to, plus a guest RSVP with a tricky name.
      const [found] = await product().query<{ id: string; slug: string; title: string }>(
        `select e.id, e.slug, e.title from events e
       join users h on h.id = e.host_id
       join rsvps r on r.event_id = e.id join users a on a.id = r.user_id
       where h.username = 'djnova' and a.username = 'jordan.k' and r.response = 'going'
         and e.starts_at > now() - interval '1 day'
       order by e.starts_at limit 1`,
      );
      assert.ok(found, 'the demo seed has an upcoming djnova event jordan.k is going to');
      event = found;
      await product().query(
        `insert into rsvps (id, event_id, user_id, guest_name, response, emoji, plus_ones, status, created_at)
       values (gen_random_uuid(), $1, null, $2, 'going', '🔥', 2, 'confirmed', now())`,
        [event.id, TRICKY_NAME],
      );
      await product().recountPlaces([event.id]);

      const page = await product().newPage();
      await page.goto(`/dashboard/events/${event.id}/tickets`);
      await expectPath(page, '/login');

      await logInThroughApi(page, 'djnova');
      await page.goto(`/dashboard/events/${event.id}/tickets`);
      await page.getByRole('heading', { name: event.title }).waitFor();
      const rsvps = await product().query<{ response: string }>(
        'select response from rsvps where event_id = $1',
        [event.id],
      );
      const going = rsvps.filter((rsvp) => rsvp.response === 'going').length;
      await page.getByText(`${rsvps.length} Total RSVPs`).waitFor();
      await page.getByText(`${going} Going`, { exact: true }).waitFor();
      for (const tab of ['RSVP Overview', 'Ticket Issuance', 'Attendee Network', 'Host Tools']) {
        await page.getByRole('tab', { name: tab }).waitFor();
      }
      await page.getByRole('link', { name: 'Back to Dashboard' }).waitFor();

      // RSVP Overview: three columns, initials, plus-ones, emoji; Select All selects a column.
      const goingColumn = page.locator('[data-column="going"]');
      await goingColumn.getByText(TRICKY_NAME).waitFor();
      await goingColumn.getByText('+2').first().waitFor();
      await goingColumn.getByRole('button', { name: 'Select All' }).click();
      const boxes = goingColumn.getByRole('checkbox');
      assert.equal(await boxes.count(), going);
      for (let i = 0; i < going; i += 1) assert.equal(await boxes.nth(i).isChecked(), true);
      await page.getByRole('heading', { name: "Can't Go" }).waitFor();
      await atWidths(page, 'tickets-overview');

      // The host declines the guest RSVP, then confirms it again.
      await page.getByLabel(`Status of ${TRICKY_NAME}`).selectOption('declined');
      await page.getByText('RSVP Updated').first().waitFor();
      const [declined] = await product().query<{ status: string }>(
        'select status from rsvps where event_id = $1 and guest_name = $2',
        [event.id, TRICKY_NAME],
      );
      assert.equal(declined.status, 'declined');
      // Its places went back to the event: with the event now full, confirming it again fails.
      await product().query(
        `update events set unlimited_spots = false, max_capacity = (
           select sum(1 + plus_ones) from rsvps where event_id = $1 and response = 'going' and status <> 'declined')
         where id = $1`,
        [event.id],
      );
      await page.getByLabel(`Status of ${TRICKY_NAME}`).selectOption('confirmed');
      await page.getByText('Update Failed').first().waitFor();
      await page.getByText('This event is full: no spots are left.').first().waitFor();
      assert.equal(await page.getByLabel(`Status of ${TRICKY_NAME}`).inputValue(), 'declined');
      await product().query('update events set unlimited_spots = true, max_capacity = null where id = $1', [
        event.id,
      ]);
      await page.getByLabel(`Status of ${TRICKY_NAME}`).selectOption('confirmed');
      await page.getByText('RSVP Updated').first().waitFor();

      // The per-row action opens the guest's profile.
      const profileLink = goingColumn.getByRole('link', { name: "View Jordan Kim's profile" });
      assert.equal(await profileLink.getAttribute('href'), '/jordan.k');

      // Ticket Issuance: the three types, a VIP ticket for Jordan.
      await page.getByRole('tab', { name: 'Ticket Issuance' }).click();
      for (const label of ['General Admission', 'VIP Access', 'Backstage Pass']) {
        await page.getByRole('list', { name: 'Ticket types' }).getByText(label).waitFor();
      }
      await page.getByText('0 / 20 issued').waitFor();
      await page.getByText('0 / 5 issued').waitFor();
      const issueButton = page.getByRole('button', { name: 'Issue Ticket' });
      assert.equal(await issueButton.isDisabled(), true);
      await page.getByRole('combobox', { name: 'Attendee' }).click();
      await page.getByRole('option', { name: /Jordan Kim/ }).click();
      assert.equal(await issueButton.isDisabled(), true);
      await page.getByRole('combobox', { name: 'Ticket type' }).click();
      await page.getByRole('option', { name: /VIP Access/ }).click();
      await issueButton.click();
      await page.getByText('VIP Access issued to Jordan Kim.').first().waitFor();
      await page.getByText('1 / 20 issued').waitFor();
      assert.equal(await issueButton.isDisabled(), true);
      await page.getByRole('row', { name: /Jordan Kim.*VIP Access/ }).waitFor();
      await atWidths(page, 'tickets-issuance');

      // The export button downloads the CSV; read back, it is the guest list.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Export CSV' }).click(),
      ]);
      assert.match(download.suggestedFilename(), /-guest-list\.csv$/);
      const text = await readFile((await download.path())!, 'utf8');
      assert.ok(text.startsWith('\uFEFF'));
      const rows = parseCsv(text.slice(1));
      assert.deepEqual(rows[0], ['Name', 'Status', 'Plus Ones', 'Ticket Type']);
      assert.equal(rows.length, rsvps.length + 1);
      const jordan = rows.find((row) => row[0] === 'Jordan Kim')!;
      assert.deepEqual([jordan[1], jordan[3]], ['Going', 'VIP Access']);
      // The formula is neutralised; comma, quotes and emoji survive.
      assert.deepEqual(
        rows.find((row) => row[0].includes('Ray')),
        [`'${TRICKY_NAME}`, 'Going', '2', 'None'],
      );

      await page.getByRole('tab', { name: 'Attendee Network' }).click();
      await page
        .getByText(/coming soon/i)
        .first()
        .waitFor();
      await atWidths(page, 'tickets-network');

      await page.getByRole('tab', { name: 'Host Tools' }).click();
      const send = page.getByRole('button', { name: 'Send Announcement' });
      await send.waitFor();
      assert.equal(await send.isDisabled(), true);
      await page.getByLabel('Message').fill('Doors at 10!');
      assert.equal(await send.isDisabled(), true);
      await page
        .getByRole('group', { name: /^Going/ })
        .getByLabel('Select all')
        .check();
      assert.equal(await send.isDisabled(), false);
      await atWidths(page, 'tickets-host-tools');
    },
  );

  test(
    'the attendee sees the VIP ticket; others are denied ticket management',
    { skip: skipReason },
    async () => {
      const page = await product().newPage();
      await logInThroughApi(page, 'jordan.k');
      await page.goto(`/event/${event.slug}/ticket`);
      await page.getByRole('tab', { name: 'Tickets' }).waitFor();
      await page.getByRole('list', { name: 'Your tickets' }).getByText('VIP Access').waitFor();
      await atWidths(page, 'ticket-page-vip');

      await page.goto(`/dashboard/events/${event.id}/tickets`);
      await page.getByText('Access Denied').waitFor();
      await page.getByText('You can only manage tickets for events you host.').waitFor();
      await atWidths(page, 'tickets-access-denied');
    },
  );
});
