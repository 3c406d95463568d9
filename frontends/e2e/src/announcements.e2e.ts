// Announcements (issue 10): the demo host selects the going group in Host Tools and sends; an
// attendee sees the unread badge in the navigation and the message in the dashboard's Inbox,
// and reads it; the host sees it delivered and read. Screenshots at 1280 and 390 px.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import { skipReason, until, useProduct } from './support/product.ts';
import { atWidths, logInThroughApi } from './support/journey.ts';

const MESSAGE = 'Doors open at 10 — bring your ID and your best neon!';

describe('announcements', () => {
  const product = useProduct();

  test(
    'the host sends to the going group; the attendee reads it in the inbox; the host sees it read',
    { skip: skipReason },
    async () => {
      const [event] = await product().query<{ id: string; title: string }>(
        `select e.id, e.title from events e
         join users h on h.id = e.host_id
         join rsvps r on r.event_id = e.id join users a on a.id = r.user_id
         where h.username = 'djnova' and a.username = 'jordan.k' and r.response = 'going'
           and e.starts_at > now() - interval '1 day'
         order by e.starts_at limit 1`,
      );
      assert.ok(event, 'the demo seed has an upcoming djnova event jordan.k is going to');
      const going = await product().query<{ id: string }>(
        `select id from rsvps where event_id = $1 and response = 'going'`,
        [event.id],
      );

      // The host: Host Tools, send disabled until a message and recipients are chosen.
      const host = await product().newPage();
      await logInThroughApi(host, 'djnova');
      await host.goto(`/dashboard/events/${event.id}/tickets`);
      await host.getByRole('heading', { name: event.title }).waitFor();
      await host.getByRole('tab', { name: 'Host Tools' }).click();
      const send = host.getByRole('button', { name: 'Send Announcement' });
      await send.waitFor();
      assert.equal(await send.isDisabled(), true);
      await host.getByLabel('Message').fill(MESSAGE);
      assert.equal(await send.isDisabled(), true);
      const goingGroup = host.getByRole('group', { name: /^Going/ });
      await goingGroup.getByLabel('Select all').check();
      await goingGroup.getByText(`${going.length}/${going.length}`).waitFor();
      await host.getByText(`${going.length} selected`).waitFor();
      assert.equal(await send.isDisabled(), false);
      await atWidths(host, 'announcements-host-tools');

      await send.click();
      await host.getByText('Announcement Sent!').first().waitFor();
      assert.equal(await host.getByLabel('Message').inputValue(), '');
      assert.equal(await send.isDisabled(), true);
      const sent = host.locator('.db-delivery__item', { hasText: MESSAGE });
      await sent.getByText(`${going.length} delivered`).waitFor({ timeout: 30_000 });

      // The attendee: the badge in the navigation, then the inbox.
      const attendee = await product().newPage();
      await logInThroughApi(attendee, 'jordan.k');
      await attendee.goto('/events');
      const badge = attendee.getByTestId('unread-badge');
      await badge.waitFor({ timeout: 30_000 });
      assert.equal(await badge.textContent(), '1');
      await attendee.goto('/dashboard?tab=inbox');
      const item = attendee.locator('.db-inbox__item', { hasText: MESSAGE });
      await item.waitFor();
      await item.getByRole('link', { name: event.title }).waitFor();
      await attendee.getByText('1 unread').waitFor();
      await atWidths(attendee, 'announcements-inbox');
      await item.getByRole('button', { name: 'Mark as read' }).click();
      await attendee.getByText('1 unread').waitFor({ state: 'detached' });
      await badge.waitFor({ state: 'detached' });

      // One email, to jordan.k (email notifications are on by default), in the local outbox.
      const [mail] = await product().query<{ file: string; email: string }>(
        `select 'announcements.' || a.id || '.' || r.id || '.eml' as file, u.email
         from announcements a join rsvps r on r.event_id = a.event_id join users u on u.id = r.user_id
         where a.event_id = $1 and a.message = $2 and u.username = 'jordan.k'`,
        [event.id, MESSAGE],
      );
      await until('the email to jordan.k', async () =>
        (await readdir(product().mailDir)).includes(mail.file),
      );
      const mails = (await readdir(product().mailDir)).filter((file) => file.startsWith('announcements.'));
      assert.equal(mails.length >= 1, true, 'an announcement email in the outbox');
      assert.match(
        await readFile(path.join(product().mailDir, mail.file), 'utf8'),
        new RegExp(`To: ${mail.email}`),
      );

      // The host sees it delivered and read by jordan.k.
      await host.reload();
      await host.getByRole('tab', { name: 'Host Tools' }).click();
      const report = host.locator('.db-delivery__item', { hasText: MESSAGE });
      await report.getByText('1 read').waitFor();
      await report.getByRole('button', { name: 'View recipients' }).click();
      const row = report.getByRole('row', { name: /Jordan/ });
      await row.getByRole('cell', { name: 'Delivered' }).waitFor();
      assert.notEqual(await row.locator('td[data-status="read"]').count(), 0);
      await atWidths(host, 'announcements-delivery');
    },
  );
});
