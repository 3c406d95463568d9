// The public event journey: browse and search the list, open an event, RSVP from signed out
// (sign up on the way), see the ticket and connect with another attendee.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { describe, test } from 'node:test';
import { expectPath } from './support/navigation.ts';
import { skipReason, useProduct } from './support/product.ts';
import { atWidths } from './support/journey.ts';

const PASSWORD = 'after-dark-2026';
// Seeded: upcoming, location hidden until RSVP, with other attendees' RSVPs.
const EVENT_TITLE = 'Masquerade at the Velvet Room';
const EVENT_SLUG = 'masquerade-at-the-velvet-room';
// Seeded with a light theme (dark text), for the screenshots.
const OTHER_EVENT_SLUG = 'glow-garden-silent-disco';

describe('public event journey', () => {
  const product = useProduct();
  const username = `masq${Date.now().toString(36)}`;

  test(
    'a visitor finds an event, signs up to RSVP, opens the ticket and connects',
    { skip: skipReason },
    async () => {
      const page = await product().newPage();

      // Browse, then search on the server; the search lands in the URL.
      await page.goto('/events');
      await page.getByRole('heading', { name: 'Events' }).waitFor();
      await page.locator('.pe-card').first().waitFor();
      await atWidths(page, 'events-list');
      // The status filter runs on the server and lives in the URL, so Back undoes it.
      await page.getByRole('button', { name: /^Past/ }).click();
      await page.waitForURL((url) => url.searchParams.get('status') === 'past');
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.pe-card__badge')].every((badge) => badge.textContent === 'PAST'),
      );
      await page.goBack();
      await page.waitForURL((url) => !url.searchParams.has('status'));
      await page.getByRole('button', { name: /^All/, pressed: true }).waitFor();
      await page.getByRole('searchbox', { name: 'Search events' }).fill('masquerade');
      await page.waitForURL((url) => url.searchParams.get('q') === 'masquerade');
      await page.waitForFunction(() => document.querySelectorAll('.pe-card').length === 1);
      await page.getByRole('link', { name: new RegExp(EVENT_TITLE) }).click();
      await expectPath(page, `/event/${EVENT_SLUG}`);
      await page.getByRole('heading', { name: EVENT_TITLE, level: 1 }).waitFor();
      await page.getByText('Sign up & RSVP to see location').waitFor();
      await page.getByText("Sign up to see who's going").waitFor();
      await atWidths(page, 'event-theme-a');

      // RSVP while signed out: sign up first, then back to the form.
      await page.getByRole('link', { name: 'RSVP NOW!' }).click();
      await expectPath(page, '/attendee-signup');
      assert.equal(new URL(page.url()).searchParams.get('redirect'), `/event/${EVENT_SLUG}/rsvp`);
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('First name').fill('Robin');
      await page.getByLabel('Last name').fill('Vega');
      await page.getByLabel('Email').fill(`${username}@example.test`);
      await page.getByLabel(/^Password\W*$/).fill(PASSWORD);
      await page.getByLabel('Confirm password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign up & continue to RSVP' }).click();
      await expectPath(page, `/event/${EVENT_SLUG}/rsvp`);

      // The form: a response, a mood, one guest and a message.
      const submit = page.getByRole('button', { name: 'Submit RSVP' });
      // It reads as disabled (aria-disabled) but a click still explains what is missing.
      assert.equal(await submit.getAttribute('aria-disabled'), 'true');
      await submit.click({ force: true });
      await page.getByText('Missing Response', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Going', exact: true }).click();
      assert.equal(await page.getByRole('button', { name: 'Mood 🎉' }).getAttribute('aria-pressed'), 'true');
      await page.getByRole('button', { name: 'Mood 🔥' }).click();
      await page.getByRole('button', { name: '+1 guest' }).click();
      await page.getByLabel('Message (optional)').fill('Bringing my best mask');
      await atWidths(page, 'rsvp-form');
      await submit.click();
      await page.getByRole('heading', { name: 'Thanks for your RSVP!' }).waitFor();
      await page.getByText('RSVP Submitted!', { exact: true }).waitFor();

      const [saved] = await product().query<{
        response: string;
        emoji: string;
        plus_ones: number;
        message: string;
      }>(
        `SELECT r.response, r.emoji, r.plus_ones, r.message FROM rsvps r JOIN users u ON u.id = r.user_id
        WHERE u.username = $1`,
        [username],
      );
      assert.deepEqual(saved, {
        response: 'going',
        emoji: '🔥',
        plus_ones: 1,
        message: 'Bringing my best mask',
      });

      // Back on the RSVP page: the answer is summed up and can be changed (issue 20 §1).
      await page.goto(`/event/${EVENT_SLUG}/rsvp`);
      await page.getByRole('heading', { name: "You've Already RSVP'd!" }).waitFor();
      await page.getByText('Going · +1 guest').waitFor();
      await page.getByRole('button', { name: 'Change RSVP' }).click();
      await page.getByRole('heading', { name: 'Change your RSVP' }).waitFor();
      // The form holds the answer given.
      assert.equal(await page.getByRole('button', { name: '+1 guest' }).getAttribute('aria-pressed'), 'true');
      assert.equal(await page.getByLabel('Message (optional)').inputValue(), 'Bringing my best mask');
      await page.getByRole('button', { name: '+2 guests' }).click();
      await atWidths(page, 'rsvp-change');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('RSVP Updated!', { exact: true }).waitFor();
      await page.getByText('Going · +2 guests').waitFor();
      await atWidths(page, 'rsvp-changed');
      const [changed] = await product().query<{ plus_ones: number; emoji: string }>(
        `SELECT r.plus_ones, r.emoji FROM rsvps r JOIN users u ON u.id = r.user_id WHERE u.username = $1`,
        [username],
      );
      assert.deepEqual(changed, { plus_ones: 2, emoji: '🔥' });

      // The ticket, then another attendee from the Attendees tab.
      await page.goto(`/event/${EVENT_SLUG}/ticket`);
      await page.getByRole('heading', { name: EVENT_TITLE, level: 1 }).waitFor();
      await page.getByText('Bringing my best mask').waitFor();
      assert.equal(
        await page.getByRole('link', { name: 'Change RSVP' }).getAttribute('href'),
        `/event/${EVENT_SLUG}/rsvp`,
      );
      await atWidths(page, 'ticket');

      // Add to calendar: the .ics file downloads with the event in its own zone and, for a guest
      // who RSVP'd, the location (issue 21 §3); read by ical.js, not by string comparison.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Apple / .ics' }).click(),
      ]);
      assert.equal(download.suggestedFilename(), `${EVENT_SLUG}.ics`);
      const calendar = new ICAL.Component(ICAL.parse(await readFile((await download.path())!, 'utf8')));
      const [vevent] = calendar.getAllSubcomponents('vevent');
      assert.equal(vevent!.getFirstPropertyValue('summary'), EVENT_TITLE);
      assert.ok(vevent!.getFirstPropertyValue('location'), 'the location, now that the guest RSVPd');
      assert.equal(calendar.getAllSubcomponents('vtimezone').length, 1);
      assert.match(
        (await page.getByRole('link', { name: 'Google' }).getAttribute('href')) ?? '',
        /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
      );
      await page.getByRole('tab', { name: 'Attendees' }).click();
      await page.getByRole('heading', { name: /Who's Going \(\d+\)/ }).waitFor();
      await atWidths(page, 'ticket-attendees');
      // Everyone but oneself can be connected with.
      const own = page.locator('.pe-guest', { hasText: `@${username}` });
      assert.equal(await own.getByRole('button', { name: 'Connect' }).count(), 0);
      await page.getByRole('button', { name: 'Connect', exact: true }).first().click();
      await page.getByText('Connected!', { exact: true }).waitFor();

      // Host Info: a guest may write to the host.
      await page.getByRole('tab', { name: 'Host Info' }).click();
      await page.getByText('Event Organizer').waitFor();
      const contact = await page.getByRole('link', { name: 'Contact Host' }).getAttribute('href');
      assert.match(contact ?? '', /^mailto:[^@]+@demo\.nightlife\.dev\?subject=/);

      // The location is no longer hidden now that the RSVP exists.
      await page.goto(`/event/${EVENT_SLUG}`);
      await page.getByRole('heading', { name: EVENT_TITLE, level: 1 }).waitFor();
      assert.equal(await page.getByText('RSVP to see location').count(), 0);

      await page.goto(`/event/${OTHER_EVENT_SLUG}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await atWidths(page, 'event-theme-b');
    },
  );
});
