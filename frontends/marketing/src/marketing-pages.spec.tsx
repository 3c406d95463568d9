import { describe, expect, it } from '@jest/globals';
import { api, createAppStore } from '@nightlife/api';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import type { StaffInbox } from './api/marketing-api';
import { ContactPage } from './contact/components/ContactPage';
import { FlyerStudioPage } from './flyer-studio/components/FlyerStudioPage';
import { HookahServicePage } from './hookah/components/HookahServicePage';
import { PartnershipsPage } from './partnerships/components/PartnershipsPage';
import { PartyTagPage } from './party-tag/components/PartyTagPage';
import { StaffPage } from './staff/components/StaffPage';
import { TeamPage } from './team/components/TeamPage';

// Server-rendered pages (no browser): the spec's texts, counts and limits are on them. The
// browser journeys (frontends/e2e/src/marketing-*.e2e.ts) drive the forms.

function render(Page: ComponentType, url = '/', store = createAppStore()): string {
  const html = renderToStaticMarkup(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <Page />
      </MemoryRouter>
    </Provider>,
  );
  // Clears the cache's removal timers so the test process can exit.
  store.dispatch(api.util.resetApiState());
  return html;
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/'|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('team page (spec 2 §2.14)', () => {
  const html = render(TeamPage);

  it("is 'Meet the Team' with four members, each with role, bio, motto and a drawn portrait", () => {
    expect(html).toContain('<h1 class="mk-hero__title">Meet the Team</h1>');
    expect(count(html, /class="mk-team__member /g)).toBe(4);
    expect(count(html, /class="mk-team__role"/g)).toBe(4);
    expect(count(html, /class="mk-team__bio"/g)).toBe(4);
    expect(count(html, /<blockquote class="mk-team__motto">/g)).toBe(4);
    expect(
      count(
        html,
        /<svg (?=[^>]*class="mk-team__portrait")(?=[^>]*role="img")[^>]*aria-label="Drawn portrait of /g,
      ),
    ).toBe(4);
    expect(html).not.toMatch(/<img /);
  });
});

describe('partnerships page (spec 2 §2.14)', () => {
  const html = render(PartnershipsPage);

  it('shows three venue partners and two partner testimonials', () => {
    expect(count(html, /class="mk-partner mk-partner--/g)).toBe(3);
    expect(count(html, /<figure class="mk-testimonial">/g)).toBe(2);
  });

  it('links to the contact form in partner mode', () => {
    expect(html).toContain('href="/contact?type=partner"');
  });
});

describe('contact page (spec 2 §2.12)', () => {
  it("starts on 'Promote Event' with the promote-only fields, and offers 'Partner With Us'", () => {
    const html = render(ContactPage, '/contact');
    expect(html).toMatch(/aria-pressed="true"[^>]*>Promote Event</);
    expect(html).toMatch(/aria-pressed="false"[^>]*>Partner With Us</);
    for (const label of ['Name', 'Email', 'Event name', 'Event date', 'Venue', 'Message']) {
      expect(html).toContain(`>${label}<`);
    }
    expect(html).toContain('SEND MESSAGE');
  });

  it('opens in partner mode, without the event fields, from /contact?type=partner', () => {
    const html = render(ContactPage, '/contact?type=partner');
    expect(html).toMatch(/aria-pressed="true"[^>]*>Partner With Us</);
    expect(html).not.toContain('>Event name<');
  });

  it('has the VIP newsletter box, direct contact in St. Louis, MO and the three promises', () => {
    const page = text(render(ContactPage, '/contact'));
    expect(page).toContain('Join the VIP list');
    expect(page).toContain('JOIN');
    expect(page).toContain('St. Louis, MO');
    for (const promise of ['We reply within 24 hours', 'All inquiries stay confidential', 'No spam, ever'])
      expect(page).toContain(promise);
  });
});

describe('flyer studio (spec 2 §2.15)', () => {
  const html = render(FlyerStudioPage);

  it('offers no theme, the 20 named styles and a custom theme, three sizes and the seven audiences', () => {
    const theme = html.match(/<select[^>]*name="theme"[\s\S]*?<\/select>/)![0];
    expect(count(theme, /<option /g)).toBe(22);
    const size = html.match(/<select[^>]*name="size"[\s\S]*?<\/select>/)![0];
    expect(count(size, /<option /g)).toBe(3);
    const audience = html.match(/<select[^>]*name="targetAudience"[\s\S]*?<\/select>/)![0];
    expect(count(audience, /<option /g)).toBe(8);
  });

  it('starts the location at the default text and has a dictation button', () => {
    expect(html).toMatch(/name="location"[^>]*value="RSVP for Flyer Location"/);
    expect(html).toContain('aria-label="Start voice input"');
  });
});

describe('PartyTag page (spec 2 §2.16, §9)', () => {
  const html = render(PartyTagPage);
  const page = text(html);

  it('has the waitlist email box twice and six feature cards', () => {
    expect(count(html, /<form [^>]*class="mk-inline-form mk-waitlist"/g)).toBe(2);
    expect(count(html, /<h3 class="mk-card__title">/g)).toBe(6);
  });

  it('states the stats and the kit offer', () => {
    for (const stat of ['500+ pre-orders', '50+ cities', '2 sec to connect', '98% would recommend'])
      expect(page).toContain(stat);
    for (const offer of [
      '$49',
      'normally $89',
      'Save $40',
      '5 NFC tags',
      'Ships in 2-3 weeks',
      '30-day money-back guarantee',
      '1,000 kits',
    ])
      expect(page).toContain(offer);
  });
});

describe('hookah service (spec 2 §2.17, §9)', () => {
  const html = render(HookahServicePage);
  const page = text(html);

  it('offers the three packages, Premium the most popular', () => {
    expect(page).toContain('Essential $120 / 2 hours');
    expect(page).toContain('Most Popular Premium $200 / 3 hours');
    expect(page).toContain('VIP Experience $350 / 4 hours');
  });

  it('has three specialists to choose, none chosen at first', () => {
    expect(count(html, /<[a-z]+ (?=[^>]*class="mk-hookah__specialist")(?=[^>]*aria-pressed="false")/g)).toBe(
      3,
    );
    expect(page).toContain('No specialist chosen');
  });

  it('defaults the form to 2 hours and the premium package, with durations 2, 3, 4, 6 and 8+ hours', () => {
    const duration = html.match(/<select[^>]*name="duration"[\s\S]*?<\/select>/)![0];
    expect(text(duration).trim()).toBe('2 hours 3 hours 4 hours 6 hours 8+ hours');
    expect(duration).toMatch(/<option selected value="2">/);
    expect(html.match(/<select[^>]*name="packageType"[\s\S]*?<\/select>/)![0]).toMatch(
      /<option selected value="premium">/,
    );
  });

  it('keeps the date from going before today in Miami', () => {
    expect(html).toMatch(/type="date" min="\d{4}-\d{2}-\d{2}"/);
  });

  it('names the Miami area, 24/7 service, the 30-minute confirmation and phone, WhatsApp and Instagram', () => {
    expect(page).toContain('Miami area · 24/7');
    expect(page).toContain('within 30 minutes');
    expect(html).toContain('href="tel:');
    expect(html).toContain('href="https://wa.me/');
    expect(html).toContain('href="https://www.instagram.com/');
  });
});

describe('staff inbox page', () => {
  const inbox: StaffInbox = {
    listLimit: 100,
    contactInquiries: {
      total: 101,
      items: [
        {
          id: 'c1',
          receivedAt: '2025-03-05T21:00:00.000Z',
          formType: 'partner',
          name: 'Velvet Room',
          email: 'booking@velvet.example',
          eventName: null,
          eventDate: null,
          venue: null,
          message: 'Fridays?',
        },
      ],
    },
    hookahBookings: { total: 0, items: [] },
    newsletterSignups: {
      total: 1,
      items: [{ id: 'n1', receivedAt: '2025-03-05T21:00:00.000Z', email: 'vip@example.com' }],
    },
    waitlistSignups: { total: 0, items: [] },
  };

  it('lists each kind with its total and a CSV download, and says when only the newest are listed', async () => {
    // The page shows what the route's loader read (hydrated here, as after the loader ran).
    const router = createMemoryRouter([{ id: 'staff', path: '/staff', Component: StaffPage }], {
      initialEntries: ['/staff'],
      hydrationData: { loaderData: { staff: inbox } },
    });
    const html = renderToStaticMarkup(<RouterProvider router={router} />);
    router.dispose();
    const page = text(html);
    expect(page).toContain('Contact inquiries (101)');
    expect(page).toContain('The newest 100 are listed; the CSV has all 101.');
    expect(page).toContain('Partner With Us: Velvet Room');
    expect(page).toContain('vip@example.com');
    expect(page).toContain('No hookah bookings yet');
    for (const kind of ['contact-inquiries', 'hookah-bookings', 'newsletter-signups', 'waitlist-signups'])
      expect(html).toMatch(new RegExp(`href="/api/staff/exports/${kind}" download[ >]`));
  });
});
