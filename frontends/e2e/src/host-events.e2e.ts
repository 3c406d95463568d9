// The host workspace: a host creates an event with a flyer and music genres, previews it,
// publishes it, finds it in /events (also by a genre) and on its page, edits it and deletes it; an
// attendee sees it under Attending until it is deleted.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type Page } from 'playwright-core';
import { gradientPng } from './support/images.ts';
import { expectPath } from './support/navigation.ts';
import { skipReason, useProduct } from './support/product.ts';
import { atWidths, holdRequests, logInThroughApi } from './support/journey.ts';

const PASSWORD = 'after-dark-2026';

async function signUp(page: Page, accountType: 'host' | 'attendee', firstName: string): Promise<string> {
  const username = `${accountType.slice(0, 4)}${Date.now().toString(36)}`;
  const res = await page.request.post('/api/signup', {
    data: {
      accountType,
      username,
      firstName,
      lastName: 'Reyes',
      email: `${username}@example.test`,
      password: PASSWORD,
    },
  });
  assert.equal(res.status(), 201);
  return username;
}

describe('host workspace', () => {
  const product = useProduct();

  test('a host creates, previews, publishes, edits and deletes an event', { skip: skipReason }, async () => {
    const page = await product().newPage();
    await signUp(page, 'host', 'Nova');
    const title = `Neon Static ${Date.now().toString(36)}`;
    // A genre no other event has, to find this one by it.
    const genre = `Vaporwave ${Date.now().toString(36)}`;

    // An empty workspace: the Overview, then My Events' empty state.
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    await page.getByText('Attending this year').waitFor();
    await page.getByRole('link', { name: /^My Events/ }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'events');
    await page.getByText('NO EVENTS YET').waitFor();
    await page.getByRole('link', { name: 'CREATE YOUR FIRST EVENT' }).click();
    await expectPath(page, '/dashboard/events/new');

    // The form with its defaults.
    await page.getByRole('heading', { name: 'Create Event' }).waitFor();
    assert.equal(await page.getByLabel('Start time').inputValue(), '20:00');
    assert.equal(await page.getByLabel('Age restriction').inputValue(), '21+');
    assert.equal(await page.getByLabel('Button label').inputValue(), 'Buy Tickets');
    assert.equal(await page.getByLabel('Start time').locator('option').count(), 48);
    const tomorrow = await page.evaluate(() => {
      const date = new Date(Date.now() + 24 * 3600 * 1000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    });

    // Required fields first, with the spec's messages.
    await page.getByRole('button', { name: 'Create Event' }).click();
    await page.getByRole('alert').filter({ hasText: 'Event title is required' }).waitFor();

    await page.getByLabel('Event title').fill(title);
    // The address follows the title.
    const slug = title.toLowerCase().replace(/ /g, '-');
    assert.equal(await page.getByLabel('Event address').inputValue(), slug);
    await page.getByLabel('Tagline').fill('Synthwave till sunrise');
    await page.getByLabel(/^Date/).fill(tomorrow);
    await page.getByLabel('End time').selectOption('02:00');
    await page.getByLabel('Location', { exact: true }).fill('The Mercury Loft');
    await page.getByLabel('Highlights').fill('Live DJ\n\nLaser show\n');
    // One per line; a repeat in another case is dropped by the server.
    await page.getByLabel('Music genres').fill(`Synthwave\n${genre}\nsynthwave\n`);
    await page.getByLabel('Price').fill('$20 before 11pm');
    await page
      .locator('input[type=file][accept^="image"]')
      .setInputFiles({ name: 'flyer.png', mimeType: 'image/png', buffer: gradientPng(1200, 1500) });
    await page.getByRole('img', { name: 'Flyer image preview' }).waitFor({ timeout: 30_000 });
    await page.getByRole('radio', { name: /Published/ }).check();
    await atWidths(page, 'host-event-form');

    // The phone-sized preview under the chosen theme, with the 'created by' badge.
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByTestId('event-preview');
    await preview.waitFor();
    await preview.getByText('created by Nova Reyes').waitFor();
    await preview.getByRole('heading', { name: title }).waitFor();
    await preview.getByText('Laser show').waitFor();
    await preview.getByRole('list', { name: 'Music genres' }).getByText(genre).waitFor();
    // The dialog as the viewport shows it (a full-page shot would stretch the page behind it).
    await atWidths(page, 'host-event-preview', { fullPage: false });
    await page.keyboard.press('Escape');

    // Publish: 'Creating...' and disabled while pending, then back to My Events, Hosting.
    const creating = await holdRequests(page, '**/api/events', 'POST');
    await page.getByRole('button', { name: 'Create Event' }).click();
    assert.equal(await page.getByRole('button', { name: 'Creating...' }).isDisabled(), true);
    await creating.release();
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.searchParams.get('tab') === 'events');
    await page.unroute('**/api/events');
    const card = page.getByTestId('dashboard-event').filter({ hasText: title });
    await card.getByText('Upcoming').waitFor();
    await card.getByRole('link', { name: 'Manage Tickets' }).waitFor();
    await atWidths(page, 'host-my-events');
    const [stored] = await product().query<{
      id: string;
      slug: string;
      highlights: string[];
      music_genres: string[];
      flyer_image_url: string;
    }>('select id, slug, highlights, music_genres, flyer_image_url from events where title = $1', [title]);
    assert.deepEqual(stored.highlights, ['Live DJ', 'Laser show']);
    assert.deepEqual(stored.music_genres, ['Synthwave', genre]);
    assert.equal(stored.slug, slug);
    assert.match(stored.flyer_image_url, /\/uploads\/media\//);

    // Anyone finds it in /events, also by a genre in another case, its card showing the genres.
    await page.goto(`/events?q=${encodeURIComponent(title)}`);
    await page
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .waitFor();
    await page.goto(`/events?q=${encodeURIComponent(genre.toUpperCase())}`);
    const listed = page.locator('.pe-card').filter({ hasText: title });
    await listed.getByRole('list', { name: 'Music genres' }).getByText(genre).waitFor();
    // Only this event has the genre.
    await page.waitForFunction(() => document.querySelectorAll('.pe-card').length === 1);
    await atWidths(page, 'host-event-genres-card');

    // Its page shows them under the title.
    await listed.getByRole('link', { name: new RegExp(title) }).click();
    await expectPath(page, `/event/${stored.slug}`);
    // The list's card (with a genre list of its own) stays until the page has loaded.
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const genres = page.getByRole('list', { name: 'Music genres' });
    assert.deepEqual(await genres.getByRole('listitem').allTextContents(), ['Synthwave', genre]);
    await atWidths(page, 'host-event-genres-page');

    // An attendee RSVPs and sees it under Attending.
    const guest = await product().newPage();
    await signUp(guest, 'attendee', 'Robin');
    const rsvp = await guest.request.post(`/api/events/${stored.slug}/rsvp`, { data: { response: 'going' } });
    assert.equal(rsvp.status(), 201);
    await guest.goto('/dashboard?tab=attending');
    await guest.getByTestId('dashboard-event').filter({ hasText: title }).waitFor();
    assert.equal(await guest.getByRole('button', { name: 'Delete' }).count(), 0);
    assert.equal(await guest.getByRole('link', { name: 'Edit' }).count(), 0);
    await atWidths(guest, 'host-attending');

    // Edit: the form holds the stored values; the update returns to My Events.
    await page.goto('/dashboard?tab=events');
    await card.getByRole('link', { name: 'Edit' }).click();
    await expectPath(page, `/dashboard/events/${stored.id}/edit`);
    assert.equal(await page.getByLabel('Event title').inputValue(), title);
    assert.equal(await page.getByLabel('End time').inputValue(), '02:00');
    assert.equal(await page.getByLabel('Music genres').inputValue(), `Synthwave\n${genre}`);
    await page.getByLabel('Event title').fill(`${title} II`);
    await page.getByRole('button', { name: 'Update Event' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'events');
    await page
      .getByTestId('dashboard-event')
      .filter({ hasText: `${title} II` })
      .waitFor();

    // The Overview counts the attendee's RSVP.
    await page.getByRole('link', { name: 'Overview' }).click();
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    await atWidths(page, 'host-overview');

    // Delete after a confirm: gone from My Events and from the attendee's Attending list.
    await page.getByRole('link', { name: /^My Events/ }).click();
    await card.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete event' }).click();
    await page.getByText('NO EVENTS YET').waitFor();
    await guest.reload();
    await guest.getByRole('heading', { name: 'Attending' }).waitFor();
    await guest.getByText('No RSVPs yet').waitFor();
    const left = await product().query('select 1 from rsvps where event_id = $1', [stored.id]);
    assert.equal(left.length, 0);

    // A session that ended meanwhile: the spec's 401 texts, then 'Session expired' 2 s later.
    await page.goto('/dashboard/events/new');
    await page.getByLabel('Event title').fill('Too late');
    // Unsaved changes: the browser asks before leaving.
    const leaving = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      }),
    );
    await page.reload();
    assert.equal(await leaving, 'beforeunload');
    // The reloaded form offers the draft it kept (event-form-draft.e2e.ts).
    await page
      .getByRole('dialog', { name: /^Restore your unsaved draft/ })
      .getByRole('button', { name: 'Restore' })
      .click();
    assert.equal(await page.getByLabel('Event title').inputValue(), 'Too late');
    await page.getByLabel(/^Date/).fill(tomorrow);
    assert.equal((await page.request.post('/api/logout')).status(), 200);
    await page.getByRole('button', { name: 'Create Event' }).click();
    await page
      .getByText('You must be logged in to create events. Please refresh the page and log in again.')
      .first()
      .waitFor();
    await page.getByText('Session expired').first().waitFor({ timeout: 5_000 });
  });

  test(
    "the dashboard says Past for a past event, Live now while one runs, and counts this year's RSVPs",
    { skip: skipReason },
    async () => {
      const db = product();
      // velvetroom's jazz night is on now (it ends in 2 hours), the masquerade was 3 days ago.
      await db.query(
        `UPDATE events SET starts_at = now() - interval '1 hour', ends_at = now() + interval '2 hours'
         WHERE slug = 'velvet-jazz-after-dark'`,
      );
      await db.query(
        `UPDATE events SET starts_at = now() - interval '3 days', ends_at = null
         WHERE slug = 'masquerade-at-the-velvet-room'`,
      );
      // Their only RSVP is to another host's night later this year (minutes from now).
      const [user] = await db.query<{ id: string }>(`SELECT id FROM users WHERE username = 'velvetroom'`);
      await db.query('DELETE FROM rsvps WHERE user_id = $1', [user.id]);
      const [event] = await db.query<{ id: string }>(
        `UPDATE events SET starts_at = now() + interval '5 minutes' WHERE slug = 'latin-heat-saturday'
         RETURNING id`,
      );
      await db.query(
        `INSERT INTO rsvps (id, event_id, user_id, guest_name, response, plus_ones, status, hidden, created_at)
         VALUES (gen_random_uuid(), $1, $2, 'Velvet Room', 'going', 0, 'confirmed', false, now())`,
        [event.id, user.id],
      );
      await db.recountPlaces([event.id]);

      const page = await db.newPage();
      await logInThroughApi(page, 'velvetroom');
      await page.goto('/dashboard');
      const thisYear = page.locator('.db-stat', { hasText: 'Attending this year' });
      assert.equal(await thisYear.locator('.db-stat__value').textContent(), '1');

      await page.goto('/dashboard?tab=events');
      const card = (title: string) => page.getByTestId('dashboard-event').filter({ hasText: title });
      await card('Velvet Jazz After Dark').getByText('Live now', { exact: true }).waitFor();
      await card('Masquerade at the Velvet Room').getByText('Past', { exact: true }).waitFor();
      assert.equal(await page.getByText('Live', { exact: true }).count(), 0);
      await atWidths(page, 'dashboard-event-badges');
    },
  );
});
