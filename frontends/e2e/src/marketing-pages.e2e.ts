// The marketing and service pages as a visitor finds them: every page at desktop and phone
// width (screenshots), the footer's Explore links, and the staff inbox (staff only; 404 else).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { expectPath } from './support/navigation.ts';
import { screenshot, skipReason, until, useProduct } from './support/product.ts';
import { logInThroughApi } from './support/journey.ts';

const PAGES = [
  { path: '/team', name: 'team', heading: 'Meet the Team', title: 'Meet the Team | NIGHTLIFE' },
  {
    path: '/partnerships',
    name: 'partnerships',
    heading: 'The rooms that run on NIGHTLIFE',
    title: 'Venue Partnerships | NIGHTLIFE',
  },
  { path: '/contact', name: 'contact', heading: "Let's fill your room", title: 'Contact | NIGHTLIFE' },
  { path: '/flyer-studio', name: 'flyer-studio', heading: 'Flyer Studio', title: 'Flyer Studio | NIGHTLIFE' },
  {
    path: '/party-tag',
    name: 'party-tag',
    heading: 'PartyTag',
    title: 'PartyTag: tap to connect | NIGHTLIFE',
  },
  {
    path: '/hookah-service',
    name: 'hookah-service',
    heading: 'Premium Hookah Service',
    title: 'Hookah Service in Miami | NIGHTLIFE',
  },
] as const;

describe('marketing and service pages', () => {
  const product = useProduct();

  test(
    'every page renders at 1280 and 390 px, titled, without sideways scrolling',
    { skip: skipReason },
    async () => {
      const page = await product().newPage();
      for (const { path, name, heading, title } of PAGES) {
        for (const width of [1280, 390]) {
          await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
          await page.goto(path);
          await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
          assert.equal(await page.title(), title, path);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          assert.ok(overflow <= 0, `${path} at ${width} px scrolls sideways by ${overflow} px`);
          await screenshot(page, `${name}-${width}`);
        }
      }
    },
  );

  test(
    'a page reached inside the app takes its title; the server HTML has its preview tags',
    { skip: skipReason },
    async () => {
      const page = await product().newPage();
      await page.goto('/about');
      await page.getByRole('heading', { name: 'Built by Promoters, For Promoters' }).waitFor();
      await page.locator('footer').getByRole('link', { name: 'Team', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Meet the Team' }).waitFor();
      assert.equal(await page.title(), 'Meet the Team | NIGHTLIFE');

      const html = await (await fetch(`${product().baseUrl}/partnerships`)).text();
      assert.match(
        html,
        /<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/og\/partnerships\.png">/,
      );
      const image = await fetch(`${product().baseUrl}/og/partnerships.png`);
      assert.equal(image.headers.get('content-type'), 'image/png');
    },
  );

  test(
    "the footer's Explore links reach real pages, and its legal links the terms and the privacy policy's sections",
    { skip: skipReason },
    async () => {
      const page = await product().newPage();
      await page.goto('/');
      const footer = page.locator('footer');
      const explore = [
        { link: 'Upcoming Events', path: '/events', search: '?status=upcoming' },
        { link: 'Past Events', path: '/events', search: '?status=past' },
        { link: 'Contact', path: '/contact', heading: "Let's fill your room" },
        { link: 'Team', path: '/team', heading: 'Meet the Team' },
        { link: 'Partnerships', path: '/partnerships', heading: 'The rooms that run on NIGHTLIFE' },
      ];
      for (const target of explore) {
        await footer
          .getByRole('navigation', { name: 'Explore' })
          .getByRole('link', { name: target.link, exact: true })
          .click();
        await expectPath(page, target.path);
        if (target.search) assert.equal(new URL(page.url()).search, target.search);
        if (target.heading) await page.getByRole('heading', { level: 1, name: target.heading }).waitFor();
        else await page.locator('a[href^="/event/"]').first().waitFor();
      }
      await footer.getByRole('link', { name: 'Terms of Service' }).click();
      await expectPath(page, '/terms');
      await page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor();
      for (const legal of [
        { link: 'Privacy Policy', hash: '', heading: 'Privacy Policy' },
        { link: 'Cookie Policy', hash: '#cookies', heading: '4. Cookies and Local Storage' },
        { link: 'GDPR', hash: '#your-rights', heading: '6. Your Rights (GDPR)' },
      ]) {
        await footer.getByRole('link', { name: legal.link }).click();
        await expectPath(page, '/privacy');
        assert.equal(new URL(page.url()).hash, legal.hash);
        const heading = page.getByRole('heading', { name: legal.heading });
        await heading.waitFor();
        // A section link opens with its section in view (once the scroll to it has settled: under
        // load it is read while still moving).
        if (legal.hash) {
          await until(
            `${legal.heading} in view`,
            async () => {
              const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
              return top >= 0 && top < 720;
            },
            5_000,
          );
        }
      }
      await footer.getByText('© 2025 NIGHTLIFE. All rights reserved. Throwing parties since 2020.').waitFor();
    },
  );

  test(
    'the staff inbox is the 404 page for visitors and attendees, and the inbox with CSV for staff',
    { skip: skipReason },
    async () => {
      const visitor = await product().newPage();
      await visitor.goto('/staff');
      await visitor.getByText('404 Page Not Found').waitFor();
      assert.equal((await fetch(`${product().baseUrl}/api/staff/inbox`)).status, 404);

      const attendee = await product().newPage();
      await logInThroughApi(attendee, 'jordan.k');
      await attendee.goto('/staff');
      await attendee.getByText('404 Page Not Found').waitFor();

      // Something to find: a waitlist signup from the PartyTag page.
      const email = `inbox.${Date.now().toString(36)}@example.com`;
      await visitor.goto('/party-tag');
      await visitor.getByLabel(/^Email for the PartyTag waitlist\W*$/).fill(email);
      await visitor.getByRole('button', { name: 'Join the Waitlist' }).click();
      await visitor.getByText("You're on the list!").first().waitFor();

      const staff = await product().newPage();
      await logInThroughApi(staff, 'nightlife.staff');
      // The route's loader reads the inbox once; the page shows what it read.
      let inboxReads = 0;
      staff.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/staff/inbox') inboxReads += 1;
      });
      await staff.goto('/staff');
      await staff.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
      await staff.getByRole('heading', { name: /^PartyTag waitlist \(\d+\)$/ }).waitFor();
      await staff.getByRole('link', { name: email }).waitFor();
      assert.equal(inboxReads, 1);
      await screenshot(staff, 'staff-inbox-1280');

      const [download] = await Promise.all([
        staff.waitForEvent('download'),
        staff.getByRole('link', { name: 'Download CSV of all partytag waitlist' }).click(),
      ]);
      assert.match(download.suggestedFilename(), /^nightlife-waitlist-signups-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await readFile((await download.path())!, 'utf8');
      assert.match(csv, /^\ufeffReceived,Email\n/);
      assert.ok(csv.includes(`,${email}\n`), 'the signup is in the CSV');

      await staff.setViewportSize({ width: 390, height: 844 });
      await screenshot(staff, 'staff-inbox-390');
    },
  );
});
