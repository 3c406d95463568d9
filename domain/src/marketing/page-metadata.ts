/**
 * Search-engine and link-preview data of the marketing pages: the server writes it into the
 * page's HTML (title, description, Open Graph, Twitter card) for crawlers and chat previews, and the
 * page sets the same title and description when reached inside the app.
 */
export interface PageMetadata {
  path: string;
  /** Without the site name; shown as '<title> | NIGHTLIFE'. */
  title: string;
  description: string;
  /** A 1200x630 PNG served by the app, or null for the default preview image. */
  image: string | null;
  imageAlt: string;
}

export const SITE_NAME = 'NIGHTLIFE';

export const MARKETING_PAGES: readonly PageMetadata[] = [
  {
    path: '/about',
    title: 'About',
    description:
      'Built by promoters, for promoters: event pages, live RSVPs, guest lists and growth tools for the people who fill the room.',
    image: null,
    imageAlt: 'NIGHTLIFE',
  },
  {
    path: '/team',
    title: 'Meet the Team',
    description:
      'The promoters, DJs and builders behind NIGHTLIFE: four people who have packed rooms since 2020 and built the platform they wished they had.',
    image: '/og/team.png',
    imageAlt: 'Meet the Team: the four people behind NIGHTLIFE',
  },
  {
    path: '/partnerships',
    title: 'Venue Partnerships',
    description:
      'Clubs, rooftops and lounges that host their nights on NIGHTLIFE. See what our venue partners say and partner with us.',
    image: '/og/partnerships.png',
    imageAlt: 'NIGHTLIFE venue partners',
  },
  {
    path: '/contact',
    title: 'Contact',
    description:
      'Promote your event or partner with NIGHTLIFE. We reply within 24 hours, every inquiry stays confidential, and we never spam.',
    image: null,
    imageAlt: 'NIGHTLIFE',
  },
  {
    path: '/flyer-studio',
    title: 'Flyer Studio',
    description:
      'Describe your event and get three ready-to-use AI flyer prompts: Professional, Bold & Energetic, and Artistic & Creative.',
    image: null,
    imageAlt: 'NIGHTLIFE Flyer Studio',
  },
  {
    path: '/party-tag',
    title: 'PartyTag: tap to connect',
    description:
      'NFC tags that swap socials in 2 seconds. Join the waitlist or pre-order the starter kit: 5 tags for $49 (normally $89).',
    image: null,
    imageAlt: 'PartyTag by NIGHTLIFE',
  },
  {
    path: '/hookah-service',
    title: 'Hookah Service in Miami',
    description:
      'Premium hookah service anywhere in the Miami area, 24/7. Packages from $120; we confirm your booking within 30 minutes.',
    image: null,
    imageAlt: 'NIGHTLIFE hookah service',
  },
  {
    path: '/terms',
    title: 'Terms and Conditions',
    description: 'The terms for using NIGHTLIFE, effective January 1, 2025.',
    image: null,
    imageAlt: 'NIGHTLIFE',
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    description:
      'What NIGHTLIFE stores about you and why, the one cookie it sets, and your rights, including deleting your account.',
    image: null,
    imageAlt: 'NIGHTLIFE',
  },
];

/** The metadata of a marketing page path ('/team' or '/team/'), or null. */
export function marketingPageMetadata(pathname: string): PageMetadata | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return MARKETING_PAGES.find((page) => page.path === path) ?? null;
}

export function documentTitle(page: PageMetadata): string {
  return pageTitle(page.title);
}

/** A page's title in the browser's tab and history: its own name, then the site's. */
export function pageTitle(name: string): string {
  return `${name} | ${SITE_NAME}`;
}
