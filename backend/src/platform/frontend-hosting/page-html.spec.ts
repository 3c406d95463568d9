import {
  BOOT_DOCUMENTS_ID,
  eventSlugOfPath,
  escapeHtml,
  excerpt,
  profileUsernameOfPath,
  isEventMainPage,
  renderEventPage,
  renderEventsPage,
  renderProfilePage,
  withBootDocuments,
  EVENTS_FIRST_FRAME_CARDS,
} from './page-html';
import type { PublicEvent, PublicEventCard, PublicEventList, PublicProfile } from './public-pages';

const SHELL = `<!doctype html><html><head><meta charset="utf-8"><title>NIGHTLIFE | Shell</title>
<meta name="description" content="Generic"><meta property="og:title" content="Generic"></head><body><div id="root"></div></body></html>`;

const event: PublicEvent = {
  id: '0194d9a0-0000-7000-8000-000000000001',
  hostId: '0194d9a0-0000-7000-8000-000000000002',
  timeZone: 'America/Chicago',
  themeId: 'neon-nights',
  slug: 'neon-static',
  title: 'Neon Static',
  tagline: 'Synthwave till sunrise',
  description: 'Three rooms.',
  dateTime: '2026-12-05T03:00:00.000Z',
  location: 'Warehouse 9',
  locationHidden: false,
  ticketUrl: null,
  flyerImageUrl: null,
  posterUrl: null,
};

/** The JSON-LD documents of a page, parsed. */
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  );

const metaContent = (html: string, key: string) =>
  [...html.matchAll(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`, 'g'))].map((m) => m[1]);

// The shell as built: the landing's splash frame in the root, then the deferred script.
const BUILT_SHELL = `<!doctype html><html><head><title>NIGHTLIFE</title></head><body><div id="root">
      <div class="splash" role="status"><h1 class="splash__title">NIGHTLIFE</h1>
        <div class="splash__bar"><div class="splash__fill"></div></div>
        <p class="splash__text">LOADING EXPERIENCE... 0%</p></div>
    </div>

<script defer src="/main.0123456789.js"></script></body></html>`;
/** What the built shell's root element holds. */
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(html)?.[1] ?? null;

describe('eventSlugOfPath', () => {
  it.each([
    ['/event/neon-static', 'neon-static'],
    ['/event/neon-static/', 'neon-static'],
    ['/event/neon-static/rsvp', 'neon-static'],
    ['/event/neon-static/ticket', 'neon-static'],
    ['/event/neon-static/invite/q3Jd8sKx0bZ1vT4mN7pL2w', 'neon-static'],
  ])('reads %s', (pathname, slug) => {
    expect(eventSlugOfPath(pathname)).toBe(slug);
  });

  it.each(['/events', '/event', '/event/a/b', '/event/a/rsvp/x', '/event/a/invite/short', '/neon-static'])(
    'ignores %s',
    (pathname) => {
      expect(eventSlugOfPath(pathname)).toBeNull();
    },
  );
});

describe('renderEventPage', () => {
  it("announces what the event's own page paints first in the head: the hero flyer (its srcset and sizes), the event and the session", () => {
    const media = '/uploads/media/0194d9a0-0000-7000-8000-000000000002/0194d9a0-0000-7000-8000-000000000003';
    const withFlyer = { ...event, flyerImageUrl: `${media}/full.webp` };
    const html = renderEventPage(SHELL, withFlyer, 'https://x.example', undefined, { mainPage: true });
    expect(html).toContain(
      `<link rel="preload" as="image" href="${media}/full.webp" imagesrcset="${media}/card.webp 720w, ${media}/full.webp 1600w" imagesizes="(min-width: 960px) 26rem, calc(100vw - 2.5rem)" fetchpriority="high">`,
    );
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
    // Another address has no sizes; no flyer, or another page of the event (RSVP, ticket): nothing.
    expect(
      renderEventPage(
        SHELL,
        { ...event, flyerImageUrl: 'https://cdn.example/a.jpg' },
        'https://x.example',
        undefined,
        {
          mainPage: true,
        },
      ),
    ).toContain('<link rel="preload" as="image" href="https://cdn.example/a.jpg" fetchpriority="high">');
    expect(renderEventPage(SHELL, event, 'https://x.example', undefined, { mainPage: true })).not.toContain(
      'as="image"',
    );
    expect(renderEventPage(SHELL, withFlyer, 'https://x.example')).not.toContain('preload');
    // The event and the session, as the app fetches them (credentials included).
    expect(html).toContain(
      '<link rel="preload" href="/api/events/neon-static" as="fetch" crossorigin="use-credentials">',
    );
    expect(html).toContain(
      '<link rel="preload" href="/api/user/session" as="fetch" crossorigin="use-credentials">',
    );
    expect(isEventMainPage('/event/neon-static')).toBe(true);
    expect(isEventMainPage('/event/neon-static/')).toBe(true);
    expect(isEventMainPage('/event/neon-static/ticket')).toBe(false);
    expect(isEventMainPage('/events')).toBe(false);
  });

  it('replaces the generic title and tags with the event', () => {
    const html = renderEventPage(SHELL, event, 'https://nightlife.example');
    expect(html).toContain('<title>Neon Static | NIGHTLIFE</title>');
    expect(html).not.toContain('Generic');
    expect(html).not.toContain('NIGHTLIFE | Shell');
    expect(metaContent(html, 'og:title')).toEqual(['Neon Static']);
    expect(metaContent(html, 'og:description')).toEqual(['Synthwave till sunrise']);
    expect(metaContent(html, 'og:url')).toEqual(['https://nightlife.example/event/neon-static']);
    expect(metaContent(html, 'og:image')).toEqual(['https://nightlife.example/og-default.png']);
    expect(metaContent(html, 'twitter:card')).toEqual(['summary_large_image']);
    expect(html).toContain('<div id="root"></div>');
  });

  it('falls back to an excerpt of the description, then to a generic line', () => {
    const long = `${'word '.repeat(60)}end`;
    const fromDescription = renderEventPage(
      SHELL,
      { ...event, tagline: '  ', description: long },
      'https://x.example',
    );
    const [description] = metaContent(fromDescription, 'og:description');
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description.endsWith('…')).toBe(true);
    const generic = renderEventPage(
      SHELL,
      { ...event, tagline: null, description: null },
      'https://x.example',
    );
    expect(metaContent(generic, 'og:description')).toEqual([
      escapeHtml("RSVP, see who's going and get your ticket on NIGHTLIFE."),
    ]);
  });

  it("states the preview image's address, real size and type (the default PNG without a card)", () => {
    const card = {
      path: '/og/event/neon-static/0123456789abcdef.jpg',
      width: 1200,
      height: 630,
      type: 'image/jpeg',
    };
    const html = renderEventPage(
      SHELL,
      { ...event, flyerImageUrl: '/uploads/flyer.jpg' },
      'https://x.example',
      card,
    );
    for (const key of ['og:image', 'twitter:image'])
      expect(metaContent(html, key)).toEqual(['https://x.example/og/event/neon-static/0123456789abcdef.jpg']);
    expect(metaContent(html, 'og:image:type')).toEqual(['image/jpeg']);
    expect(metaContent(html, 'og:image:width')).toEqual(['1200']);
    expect(metaContent(html, 'og:image:height')).toEqual(['630']);
    const plain = renderEventPage(SHELL, event, 'https://x.example');
    expect(metaContent(plain, 'og:image:type')).toEqual(['image/png']);
  });

  it("adds the event's schema.org data in the head", () => {
    const html = renderEventPage(SHELL, event, 'https://x.example');
    expect(structuredData(html)).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: 'Neon Static',
        url: 'https://x.example/event/neon-static',
        startDate: '2026-12-05T03:00:00.000Z',
        location: { '@type': 'Place', name: 'Warehouse 9', address: 'Warehouse 9' },
      }),
    ]);
    expect(html.indexOf('application/ld+json')).toBeLessThan(html.indexOf('</head>'));
  });

  it('keeps event text from closing the data script', () => {
    const html = renderEventPage(
      SHELL,
      { ...event, title: '</script><script>alert(1)</script>' },
      'https://x',
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(structuredData(html)[0].name).toBe('</script><script>alert(1)</script>');
  });

  it('never reads $ patterns in event text as replacement patterns', () => {
    const html = renderEventPage(SHELL, { ...event, title: "$& $' $1 cash bar" }, 'https://x.example');
    expect(metaContent(html, 'og:title')).toEqual(['$&amp; $&#39; $1 cash bar']);
  });
});

describe('profileUsernameOfPath', () => {
  it.each([
    ['/nina.ortiz', 'nina.ortiz'],
    ['/DJ_Nova/', 'DJ_Nova'],
  ])('reads %s', (pathname, username) => {
    expect(profileUsernameOfPath(pathname)).toBe(username);
  });

  it.each([
    '/',
    '/events',
    '/dashboard',
    '/login',
    '/index.html',
    '/main.js',
    '/a/b',
    '/-x',
    '/' + 'a'.repeat(31),
  ])('ignores %s (a page of the app, a file or no username)', (pathname) => {
    expect(profileUsernameOfPath(pathname)).toBeNull();
  });
});

describe('renderProfilePage', () => {
  const profile: PublicProfile = {
    id: '0194d9a0-0000-7000-8000-000000000003',
    username: 'nina.ortiz',
    firstName: 'Nina',
    lastName: 'Ortiz',
    bio: 'Techno & <house> every weekend',
    avatar: null,
    location: 'Berlin',
    isVerified: false,
    createdAt: '2025-03-31T23:30:00.000Z',
  };
  const card = {
    path: '/og/profile/nina.ortiz/0123456789abcdef.jpg',
    width: 1200,
    height: 630,
    type: 'image/jpeg',
  };

  it("gives the profile the app's tab title, its bio and its card", () => {
    const html = renderProfilePage(SHELL, profile, 'https://x.example', card);
    expect(html).toContain('<title>Nina Ortiz (@nina.ortiz) | NIGHTLIFE</title>');
    expect(metaContent(html, 'og:type')).toEqual(['profile']);
    expect(metaContent(html, 'og:title')).toEqual(['Nina Ortiz (@nina.ortiz)']);
    expect(metaContent(html, 'og:description')).toEqual(['Techno &amp; &lt;house&gt; every weekend']);
    expect(metaContent(html, 'og:url')).toEqual(['https://x.example/nina.ortiz']);
    expect(metaContent(html, 'og:image')).toEqual([
      'https://x.example/og/profile/nina.ortiz/0123456789abcdef.jpg',
    ]);
    expect(metaContent(html, 'og:image:type')).toEqual(['image/jpeg']);
  });

  it('says who it is without a bio', () => {
    const html = renderProfilePage(SHELL, { ...profile, bio: null }, 'https://x.example', card);
    expect(metaContent(html, 'og:description')).toEqual(['Nina Ortiz on NIGHTLIFE.']);
  });

  it("paints the top of the profile's card instead of the splash (issue 22 §1)", () => {
    const html = renderProfilePage(BUILT_SHELL, profile, 'https://x.example', card);
    const root = rootOf(html)!;
    expect(root).not.toContain('splash');
    expect(root).toBe(
      '<div class="first-frame-profile" aria-busy="true"><div class="first-frame-profile__card">' +
        '<header class="first-frame-profile__header"><span class="first-frame-profile__avatar" aria-hidden="true">N</span>' +
        '<div class="first-frame-profile__identity"><h1 class="first-frame-profile__name">Nina Ortiz</h1>' +
        '<p class="first-frame-profile__handle">@nina.ortiz</p>' +
        // The month in UTC (the app says it in the viewer's zone).
        '<p class="first-frame-profile__meta"><span>Joined March 2025</span><span>📍 Berlin</span></p></div></header>' +
        '<p class="first-frame-profile__bio">Techno &amp; &lt;house&gt; every weekend</p></div></div>',
    );
    expect(html).toContain('<script defer src="/main.0123456789.js"></script></body>');
  });

  it('shows the avatar and the verified mark, and escapes what the user wrote', () => {
    const root = rootOf(
      renderProfilePage(
        BUILT_SHELL,
        {
          ...profile,
          firstName: '<b>Nina',
          lastName: '&"Co"',
          avatar: '/uploads/avatars/a.webp?v="1"',
          isVerified: true,
          location: '<Kreuzberg>',
          bio: null,
        },
        'https://x.example',
        card,
      ),
    )!;
    expect(root).toContain(
      '<img class="first-frame-profile__avatar" src="/uploads/avatars/a.webp?v=&quot;1&quot;" alt="">',
    );
    expect(root).toContain(
      '<h1 class="first-frame-profile__name">&lt;b&gt;Nina &amp;&quot;Co&quot;<span class="first-frame-profile__verified" title="Verified" aria-label="Verified">✔</span></h1>',
    );
    expect(root).toContain('<span>📍 &lt;Kreuzberg&gt;</span>');
    expect(root).not.toContain('first-frame-profile__bio');
  });
});

/** A card of /events as the list reads it. */
const card = (i: number, overrides: Partial<PublicEventCard> = {}): PublicEventCard => ({
  ...event,
  slug: `e-${i}`,
  title: `E ${i}`,
  status: 'upcoming',
  eventDate: 'DECEMBER 4, 2026',
  eventTime: '21:00-02:00',
  price: null,
  ageRestriction: null,
  musicGenres: [],
  ctaButtonLabel: 'Buy Tickets',
  ...overrides,
});

describe('renderEventsPage', () => {
  const events = Array.from({ length: 12 }, (_, i) => card(i));
  const list = (cards: PublicEventCard[]): PublicEventList => ({
    events: cards,
    counts: { all: cards.length, upcoming: cards.length, past: 0 },
  });

  it("adds the list's schema.org ItemList of its first 10 events", () => {
    const [data] = structuredData(renderEventsPage(SHELL, list(events), 'https://x.example'));
    expect(data['@type']).toBe('ItemList');
    expect(data.itemListElement.map((entry: { item: { name: string } }) => entry.item.name)).toEqual(
      events.slice(0, 10).map((e) => e.title),
    );
  });

  it("puts it in the app's root, before the first frame: the app replaces both with its own when it renders", () => {
    const root = rootOf(renderEventsPage(BUILT_SHELL, list(events), 'https://x.example'))!;
    expect(root).toMatch(
      /^<script type="application\/ld\+json">[^<]*<\/script><div class="first-frame-list"/,
    );
  });

  it("announces the first card's flyer in the head, unless the card shows a video", () => {
    const flyer = '/uploads/media/0194d9a0-0000-7000-8000-000000000002/0194d9a0-0000-7000-8000-000000000003';
    const withFlyer = [{ ...events[0], flyerImageUrl: `${flyer}/full.webp` }, ...events.slice(1)];
    const html = renderEventsPage(SHELL, list(withFlyer), 'https://x.example');
    expect(html).toContain(
      `<link rel="preload" as="image" href="${flyer}/full.webp" imagesrcset="${flyer}/card.webp 720w, ${flyer}/full.webp 1600w" imagesizes="(min-width: 960px) 33vw, (min-width: 640px) 50vw, calc(100vw - 2rem)" fetchpriority="high">`,
    );
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
    const video = [{ ...withFlyer[0], flyerVideoUrl: 'https://cdn.example/v.mp4' }, ...events.slice(1)];
    expect(renderEventsPage(SHELL, list(video), 'https://x.example')).not.toContain('rel="preload"');
    expect(renderEventsPage(SHELL, list(events), 'https://x.example')).not.toContain('rel="preload"');
  });
});

describe('the first frame of /events (issue 22 §1)', () => {
  const media = '/uploads/media/01a22587-2146-768f-b049-e89938b1af3a/01a22587-25bc-7557-9e7a-261b111f85f1';
  const events = [
    card(0, {
      title: 'Bass Cathedral',
      slug: 'bass-cathedral',
      tagline: 'A wall of subwoofers',
      flyerImageUrl: `${media}/full.webp`,
      musicGenres: ['Dubstep', 'Drum & Bass'],
      price: '$20',
      ageRestriction: '21+',
      ticketUrl: 'https://tickets.example/bass?a=1&b=2',
    }),
    ...Array.from({ length: 7 }, (_, i) => card(i + 1, { flyerImageUrl: `${media}/full.webp` })),
  ];
  const counts = { all: 31, upcoming: 20, past: 11 };
  const frame = (cards: PublicEventCard[], listCounts = counts) =>
    rootOf(renderEventsPage(BUILT_SHELL, { events: cards, counts: listCounts }, 'https://x.example'))!;
  const cardsOf = (root: string) => root.match(/<article [^>]*>[\s\S]*?<\/article>/g) ?? [];

  it("paints the list page's header, counters, filters and first cards instead of the splash", () => {
    const root = frame(events);
    expect(root).not.toContain('splash');
    expect(root).toContain('<h1 class="nl-page-header__title">Events</h1>');
    expect(root).toContain('<p class="nl-page-header__subtitle">Find your next night out.</p>');
    // The total of the list and the events on its first page, the filter's counts by status.
    expect(root).toContain(
      '<span class="first-frame-list__value">31</span><span class="first-frame-list__label">total events</span>',
    );
    expect(root).toContain(
      '<span class="first-frame-list__value">8</span><span class="first-frame-list__label">on this page</span>',
    );
    expect(root).toContain(
      'All<span class="first-frame-list__count">31</span></span><span class="first-frame-list__option">Upcoming<span class="first-frame-list__count">20</span></span><span class="first-frame-list__option">Past<span class="first-frame-list__count">11</span>',
    );
    // The first six cards, each a link to its event; the first flyer is fetched at once, with the card's srcset and sizes.
    const cards = cardsOf(root);
    expect(cards).toHaveLength(EVENTS_FIRST_FRAME_CARDS);
    expect(cards[0]).toContain('<a class="first-frame-list__link" href="/event/bass-cathedral">');
    expect(cards[0]).toContain(
      `<img class="first-frame-list__flyer" src="${media}/full.webp" srcset="${media}/card.webp 720w, ${media}/full.webp 1600w" sizes="(min-width: 960px) 33vw, (min-width: 640px) 50vw, calc(100vw - 2rem)" alt="Bass Cathedral flyer" loading="eager" fetchpriority="high">`,
    );
    expect(cards[1]).toContain('alt="E 1 flyer" loading="lazy">');
    expect(cards[0]).toContain('<span class="nl-badge nl-badge--live first-frame-list__badge">LIVE</span>');
    expect(cards[0]).toContain('<h2 class="first-frame-list__title">Bass Cathedral</h2>');
    expect(cards[0]).toContain('<p class="first-frame-list__tagline">A wall of subwoofers</p>');
    expect(cards[0]).toContain('<li class="first-frame-list__genre">Drum &amp; Bass</li>');
    // The date and the time as the card says them (formatTimeSlot), the price and the age.
    expect(cards[0]).toContain('<dt>Date</dt><dd>DECEMBER 4, 2026</dd>');
    expect(cards[0]).toContain('<dt>Time</dt><dd>9:00 PM - 2:00 AM</dd>');
    expect(cards[0]).toContain('<dt>Location</dt><dd>Warehouse 9</dd>');
    expect(cards[0]).toContain('<dt>Price</dt><dd>$20</dd><');
    expect(cards[0]).toContain('<dt>Age</dt><dd>21+</dd>');
    // The theme's accent on the card, as the app sets it.
    expect(cards[0]).toContain('<article class="first-frame-list__card" style="--pe-accent: #');
    // Its ticket button, under the link to the event.
    expect(cards[0]).toContain(
      '</a><div class="first-frame-list__actions"><a class="nl-btn nl-btn--primary nl-btn--sm nl-btn--block" href="https://tickets.example/bass?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">Buy Tickets</a></div></article>',
    );
    expect(cards[1]).not.toContain('<dt>Price</dt>');
    expect(cards[1]).not.toContain('nl-btn');
    expect(renderEventsPage(BUILT_SHELL, { events, counts }, 'https://x.example')).toContain(
      '<script defer src="/main.0123456789.js"></script></body>',
    );
  });

  it('says PAST on the card of a past event, which sells no tickets', () => {
    const [past] = cardsOf(frame([card(0, { status: 'past', ticketUrl: 'https://tickets.example/a' })]));
    expect(past).toContain('<span class="nl-badge nl-badge--past first-frame-list__badge">PAST</span>');
    expect(past).not.toContain('tickets.example');
  });

  it('escapes what hosts wrote', () => {
    const [written] = cardsOf(
      frame([
        card(0, {
          title: '<b>A&B</b>',
          tagline: '"$1" </div>',
          location: '<i>Pier</i>',
          price: '$5 & up',
          ageRestriction: "'18+'",
          musicGenres: ['<script>'],
          slug: 'a"b',
          flyerImageUrl: 'https://cdn.example/f.jpg?a=1&b="2"',
          ticketUrl: 'https://t.example/"><script>',
          ctaButtonLabel: '<Get in>',
        }),
      ]),
    );
    expect(written).toContain('<h2 class="first-frame-list__title">&lt;b&gt;A&amp;B&lt;/b&gt;</h2>');
    expect(written).toContain('<p class="first-frame-list__tagline">&quot;$1&quot; &lt;/div&gt;</p>');
    expect(written).toContain('<dd>&lt;i&gt;Pier&lt;/i&gt;</dd>');
    expect(written).toContain('<dd>$5 &amp; up</dd>');
    expect(written).toContain('<dd>&#39;18+&#39;</dd>');
    expect(written).toContain('<li class="first-frame-list__genre">&lt;script&gt;</li>');
    expect(written).toContain('href="/event/a%22b"');
    expect(written).toContain('src="https://cdn.example/f.jpg?a=1&amp;b=&quot;2&quot;"');
    expect(written).toContain('alt="&lt;b&gt;A&amp;B&lt;/b&gt; flyer"');
    expect(written).toContain('href="https://t.example/&quot;&gt;&lt;script&gt;"');
    expect(written).toContain('>&lt;Get in&gt;</a>');
    expect(written).not.toMatch(/<(b|i|script)>/);
    // Only a web address becomes the ticket link.
    const [script] = cardsOf(frame([card(0, { ticketUrl: 'javascript:alert(1)' })]));
    expect(script).not.toContain('javascript:');
  });

  it('never shows a hidden location, nor the note in its place (it depends on who is looking): an empty row', () => {
    const [hidden] = cardsOf(
      // The API's summary also carries its note (which this frame does not read).
      frame([
        Object.assign(card(0, { location: 'Secret Alley 7', locationHidden: true }), {
          locationNote: 'RSVP to see location',
        }),
      ]),
    );
    expect(hidden).not.toContain('Secret Alley');
    expect(hidden).not.toContain('RSVP to see');
    expect(hidden).toContain('<div class="first-frame-list__wide"><dt>Location</dt><dd>&nbsp;</dd></div>');
    // No place known, none hidden: no row.
    const [none] = cardsOf(frame([card(0, { location: null })]));
    expect(none).not.toContain('Location');
  });

  it("draws the flyer's video (its poster, until the app plays it) or, without a flyer, the initials, as the card does", () => {
    const [video, none] = cardsOf(
      frame([
        card(0, {
          flyerVideoUrl: '/uploads/v.mp4',
          posterUrl: '/uploads/p.webp',
          flyerImageUrl: `${media}/full.webp`,
        }),
        card(1),
      ]),
    );
    expect(video).toContain(
      '<video class="first-frame-list__flyer" src="/uploads/v.mp4" poster="/uploads/p.webp" muted playsinline preload="metadata" aria-label="E 0 flyer video"></video>',
    );
    expect(video).not.toContain('<img');
    expect(none).toContain('role="img" aria-label="E 1: no flyer"><span aria-hidden="true">NL</span></div>');
  });

  it('draws the counters and filters of an empty list, and no card', () => {
    const root = frame([], { all: 0, upcoming: 0, past: 0 });
    expect(root).toContain(
      '<span class="first-frame-list__value">0</span><span class="first-frame-list__label">total events</span>',
    );
    expect(root).not.toContain('<article');
    expect(root).not.toContain('application/ld+json');
  });

  it('paints only the header for another page, size, status or search, whose events the app reads', () => {
    const html = renderEventsPage(BUILT_SHELL, null, 'https://x.example');
    expect(rootOf(html)).toBe(
      '<div class="first-frame-list" aria-busy="true"><header class="nl-page-header"><div><h1 class="nl-page-header__title">Events</h1>' +
        '<p class="nl-page-header__subtitle">Find your next night out.</p></div></header></div>',
    );
    expect(html).not.toContain('rel="preload"');
  });
});

describe('withBootDocuments', () => {
  it('adds the documents as a JSON data block (not a script, for the CSP) in the head', () => {
    const documents = { '/remotes.json': { marketing: { entry: '/m.json', routes: ['/'] } } };
    const html = withBootDocuments(SHELL, documents);
    const block = new RegExp(`<script type="application/json" id="${BOOT_DOCUMENTS_ID}">(.*)</script>`).exec(
      html,
    );
    expect(JSON.parse(block![1])).toEqual(documents);
    expect(html.indexOf(BOOT_DOCUMENTS_ID)).toBeLessThan(html.indexOf('</head>'));
  });

  it('keeps document text from closing the data block', () => {
    const html = withBootDocuments(SHELL, { '/x.json': { name: '</script><script>alert(1)</script>' } });
    expect(html).not.toContain('<script>alert(1)');
  });
});

describe('excerpt', () => {
  it('keeps short text and collapses whitespace', () => {
    expect(excerpt('  Three\n\nrooms  ', 200)).toBe('Three rooms');
  });

  it('cuts long text at a word boundary', () => {
    expect(excerpt('alpha beta gamma delta', 14)).toBe('alpha beta…');
  });
});

describe('the first frame of an event link (issue 22 §1)', () => {
  it("paints the event's hero (flyer, title, tagline) instead of the splash on its own page", () => {
    const media = '/uploads/media/01a22587-2146-768f-b049-e89938b1af3a/01a22587-25bc-7557-9e7a-261b111f85f1';
    const html = renderEventPage(
      BUILT_SHELL,
      { ...event, flyerImageUrl: `${media}/full.webp` },
      'https://x.example',
      undefined,
      { mainPage: true, now: new Date('2026-11-29T12:00:00Z') },
    );
    const root = rootOf(html)!;
    expect(root).not.toContain('splash');
    expect(root).toContain(
      `<img class="first-frame__flyer" src="${media}/full.webp" srcset="${media}/card.webp 720w, ${media}/full.webp 1600w"`,
    );
    expect(root).toContain('alt="Neon Static flyer" fetchpriority="high">');
    expect(root).toContain(
      '<span class="nl-badge nl-badge--live">UPCOMING EVENT</span><h1 class="first-frame__title">Neon Static</h1>',
    );
    expect(root).toContain('<p class="first-frame__tagline">Synthwave till sunrise</p>');
    expect(html).toContain('<script defer src="/main.0123456789.js"></script></body>');
  });

  it('escapes what the host wrote, and paints no image for an event without a flyer', () => {
    const root = rootOf(
      renderEventPage(
        BUILT_SHELL,
        { ...event, title: '<b>A&B</b>', tagline: '"$1" </div>' },
        'https://x.example',
        undefined,
        {
          mainPage: true,
        },
      ),
    )!;
    expect(root).toContain('<h1 class="first-frame__title">&lt;b&gt;A&amp;B&lt;/b&gt;</h1>');
    expect(root).toContain('<p class="first-frame__tagline">&quot;$1&quot; &lt;/div&gt;</p>');
    expect(root).not.toContain('<img');
  });

  it('says PAST EVENT once the local day of the event has gone (eventStatus)', () => {
    const root = rootOf(
      renderEventPage(BUILT_SHELL, event, 'https://x.example', undefined, {
        mainPage: true,
        now: new Date('2026-12-06T12:00:00Z'),
      }),
    )!;
    expect(root).toContain('<span class="nl-badge nl-badge--past">PAST EVENT</span>');
  });

  it("paints nothing before the app on the event's RSVP, ticket and invitation pages", () => {
    expect(rootOf(renderEventPage(BUILT_SHELL, event, 'https://x.example'))?.trim()).toBe('');
  });
});
