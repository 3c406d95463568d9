import path from 'node:path';
import {
  SITE_NAME,
  avatarInitial,
  DEFAULT_EVENT_LIST_PAGE_SIZE,
  EVENT_LIST_PAGE_SIZES,
  EVENT_LIST_STATUS_FILTERS,
  EVENT_LIST_TEXT,
  displayName,
  documentTitle,
  eventStatus,
  eventStructuredData,
  eventsStructuredData,
  EVENT_CARD_BADGES,
  EVENT_STATUS_BADGES,
  CARD_FLYER_SIZES,
  formatTimeSlot,
  flyerSrcSet,
  HERO_FLYER_SIZES,
  isReservedUsername,
  joinedText,
  type PageMetadata,
  pageTitle,
  resolveTheme,
  scriptJson,
  ticketLink,
  USERNAME_PATTERN,
} from '@nightlife/domain';
import type { PreviewImage } from './link-previews/link-preview-images';
import type { PublicEvent, PublicEventCard, PublicEventList, PublicProfile } from './public-pages';

/** The 1200x630 default preview image (spec 1 §2), served at OG_DEFAULT_IMAGE_PATH. */
export const OG_DEFAULT_IMAGE_PATH = '/og-default.png';
// Resolved from the package root so src (tests, ts) and dist (node) find the same committed file.
export const OG_DEFAULT_IMAGE_FILE = path.resolve(
  __dirname,
  '../../../src/platform/frontend-hosting/assets/og-default.png',
);
/** Served at /robots.txt by the embedded server and by the nginx image. */
export const ROBOTS_TXT_FILE = path.resolve(
  __dirname,
  '../../../src/platform/frontend-hosting/assets/robots.txt',
);
/** The marketing pages' own preview images (PageMetadata.image), served at /og/<name>.png. */
export const OG_IMAGES_DIR = path.resolve(__dirname, '../../../src/platform/frontend-hosting/assets/og');
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;
/** og-default.png as a page's image, and the marketing pages' own (all 1200x630 PNGs). */
export const ogPngImage = (path: string): PreviewImage => ({
  path,
  width: OG_IMAGE_WIDTH,
  height: OG_IMAGE_HEIGHT,
  type: 'image/png',
});

const DESCRIPTION_MAX = 200;
const FALLBACK_DESCRIPTION = "RSVP, see who's going and get your ticket on NIGHTLIFE.";

/** /event/{slug}, /event/{slug}/rsvp, /event/{slug}/ticket and a +1 link /event/{slug}/invite/{code}. */
const EVENT_PAGE = /^\/event\/([^/]+)(?:\/(?:rsvp|ticket|invite\/[A-Za-z0-9_-]{22}))?\/?$/;

/** The slug of an event page path, or null for any other path. */
export function eventSlugOfPath(pathname: string): string | null {
  return EVENT_PAGE.exec(pathname)?.[1] ?? null;
}

/** /event/{slug} itself (not its RSVP, ticket or invitation pages): the page whose hero is the flyer. */
export function isEventMainPage(pathname: string): boolean {
  return /^\/event\/[^/]+\/?$/.test(pathname);
}

/** A profile is /{username}: one segment, spelled like a username, that is no page of the app. */
const PROFILE_PAGE = /^\/([^/]+)\/?$/;

/** The username of a profile page path, or null for any other path. */
export function profileUsernameOfPath(pathname: string): string | null {
  const segment = PROFILE_PAGE.exec(pathname)?.[1];
  if (segment === undefined || segment.length > 30 || !USERNAME_PATTERN.test(segment)) return null;
  return isReservedUsername(segment) ? null : segment;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/** The first `max` characters of `text` on one line, cut at a word boundary with an ellipsis. */
export function excerpt(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** A `<script type="application/ld+json">` with `data` (schema.org), safe to put in HTML. */
function structuredDataScript(data: unknown): string {
  return `<script type="application/ld+json">${scriptJson(data)}</script>`;
}

/** `fragment` added at the end of the head. */
function appendToHead(html: string, fragment: string): string {
  // A replacer function, so '$' in event text is never read as a replacement pattern.
  return html.replace(/<\/head>/i, () => `    ${fragment}\n  </head>`);
}

/**
 * The app's root element holding `content` instead of what the shell's index.html paints first
 * (the landing's splash frame). React empties the root on its first render.
 */
function withRootContent(html: string, content: string): string {
  // The root's own closing tag is the one only scripts and </body> follow.
  return html.replace(
    /(<div id="root">)[\s\S]*?(<\/div>\s*(?:<script\b[^>]*><\/script>\s*)*<\/body>)/i,
    (_match, open: string, close: string) => `${open}${content}${close}`,
  );
}

/**
 * What a shared event link paints before its scripts have run (issue 22 §1): the page's hero as
 * the event page lays it out (the flyer, its title and tagline; shell.css, `.first-frame`), not
 * the landing's splash. The app's first render puts the same hero in its place.
 */
function eventFirstFrame(event: PublicEvent, now: Date): string {
  // The same file, srcset and sizes as the hero's <img> (HeroFlyer.tsx) and its preload.
  const srcSet = event.flyerImageUrl ? flyerSrcSet(event.flyerImageUrl) : '';
  const responsive = srcSet ? ` srcset="${escapeHtml(srcSet)}" sizes="${escapeHtml(HERO_FLYER_SIZES)}"` : '';
  const flyer = event.flyerImageUrl
    ? `<img class="first-frame__flyer" src="${escapeHtml(event.flyerImageUrl)}"${responsive}` +
      ` alt="${escapeHtml(`${event.title} flyer`)}" fetchpriority="high">`
    : '';
  const tagline = event.tagline?.trim()
    ? `<p class="first-frame__tagline">${escapeHtml(event.tagline.trim())}</p>`
    : '';
  const status = eventStatus({ startsAt: new Date(event.dateTime), timeZone: event.timeZone }, now);
  // The page's badge (Badge.tsx's classes, in the shell's stylesheet).
  const badge = `<span class="nl-badge nl-badge--${status === 'upcoming' ? 'live' : 'past'}">${EVENT_STATUS_BADGES[status]}</span>`;
  return (
    `<div class="first-frame" aria-busy="true">${flyer}<div>${badge}` +
    `<h1 class="first-frame__title">${escapeHtml(event.title)}</h1>${tagline}</div></div>`
  );
}

/**
 * The shell's index.html for /events, painting the list's first screen before the app runs (issue
 * 22 §1; the first frame, below) instead of the landing's splash. With the list (the first page
 * with the default filters) it also holds the list's search-engine data (the same JSON-LD the app
 * renders: its first 10 events), for crawlers that do not run the app. Both sit inside the app's
 * root element, which React empties when it first renders: once the app runs, its own copy of
 * the data (kept in step with the list shown) is the page's only one. `list` is null for another
 * page, page size, status or search (the app's URL state), whose events the app reads itself.
 */
export function renderEventsPage(shellHtml: string, list: PublicEventList | null, origin: string): string {
  const events = list?.events ?? [];
  const structuredData = events.length > 0 ? structuredDataScript(eventsStructuredData(events, origin)) : '';
  const html = withRootContent(shellHtml, `${structuredData}${eventsFirstFrame(list)}`);
  // The first card's flyer is the list's largest paint on a phone (EventsPage.tsx); a video shows instead when there is one.
  const [first] = events;
  return first?.flyerImageUrl && !first.flyerVideoUrl
    ? appendToHead(html, flyerPreload(first.flyerImageUrl, CARD_FLYER_SIZES))
    : html;
}

/**
 * How many cards the list's first frame draws: more than its first screen holds on a phone (one)
 * or a laptop (a row of three), fewer than a page (the app draws the rest, and the pager).
 */
export const EVENTS_FIRST_FRAME_CARDS = 6;

/**
 * What /events paints before its scripts have run (issue 22 §1): the list page's first screen as
 * EventsPage.tsx lays it out (shell.css, `.first-frame-list`), so the app's first render puts
 * the same heading, counters, filters and cards in the same places. The page's header is the
 * same for everyone; the rest only for the list the server knows (`list`): another page, size,
 * status or search gets the header alone, as its counts and events are the app's to read. The
 * filters are drawn, not working (hidden from assistive technology): the app's take their place.
 */
function eventsFirstFrame(list: PublicEventList | null): string {
  // PageHeader's classes, in the shell's stylesheet; the list's words and choices are the domain's.
  const header = (actions: string) =>
    `<header class="nl-page-header"><div><h1 class="nl-page-header__title">${EVENT_LIST_TEXT.title}</h1>` +
    `<p class="nl-page-header__subtitle">${EVENT_LIST_TEXT.subtitle}</p></div>${actions}</header>`;
  if (list === null) return `<div class="first-frame-list" aria-busy="true">${header('')}</div>`;
  const { events, counts } = list;
  const counter = (value: number, label: string) =>
    `<p class="first-frame-list__counter"><span class="first-frame-list__value">${value}</span>` +
    `<span class="first-frame-list__label">${label}</span></p>`;
  const counters =
    `<div class="nl-page-header__actions"><div class="first-frame-list__counters">` +
    `${counter(counts.all, 'total events')}${counter(events.length, 'on this page')}</div></div>`;
  // EventsToolbar.tsx with the default filters: everything, the default page size.
  const option = (label: string | number, pressed: boolean, count?: number) =>
    `<span class="first-frame-list__option${pressed ? ' first-frame-list__option--pressed' : ''}">${label}` +
    `${count === undefined ? '' : `<span class="first-frame-list__count">${count}</span>`}</span>`;
  const statuses = EVENT_LIST_STATUS_FILTERS.map((status) =>
    option(EVENT_LIST_TEXT.statusLabels[status], status === 'all', counts[status]),
  );
  const sizes = EVENT_LIST_PAGE_SIZES.map((size) => option(size, size === DEFAULT_EVENT_LIST_PAGE_SIZE));
  const toolbar =
    `<div class="first-frame-list__toolbar" aria-hidden="true">` +
    `<div class="nl-input first-frame-list__search">${EVENT_LIST_TEXT.searchPlaceholder}</div>` +
    `<div class="first-frame-list__groups"><div class="first-frame-list__segmented">${statuses.join('')}</div>` +
    `<div class="first-frame-list__size"><span>Per page</span><div class="first-frame-list__segmented">` +
    `${sizes.join('')}</div></div></div></div>`;
  const cards = events
    .slice(0, EVENTS_FIRST_FRAME_CARDS)
    .map((event, index) => eventCard(event, index === 0));
  const grid = cards.length > 0 ? `<div class="first-frame-list__grid">${cards.join('')}</div>` : '';
  return `<div class="first-frame-list" aria-busy="true">${header(counters)}${toolbar}${grid}</div>`;
}

/**
 * One card of the list's first frame as EventCard.tsx draws it: a link to the event with its
 * flyer (EventFlyer.tsx: the video, else the image with the card's srcset and sizes, else the
 * initials), badge, title, tagline, genres, facts and ticket button. A location shows only when
 * it is public: in place of a hidden one the app shows the place or a note that depend on who is
 * looking (signed in, their RSVP), and this HTML is the same for everyone, so that row keeps its
 * label and its height but says nothing.
 */
function eventCard(event: PublicEventCard, first: boolean): string {
  const title = escapeHtml(event.title);
  let flyer: string;
  if (event.flyerVideoUrl) {
    // Its poster until the app's own video plays (not two copies of the video downloading); the
    // metadata gives it the app's box.
    const poster = event.posterUrl ?? event.flyerImageUrl;
    flyer =
      `<video class="first-frame-list__flyer" src="${escapeHtml(event.flyerVideoUrl)}"` +
      `${poster ? ` poster="${escapeHtml(poster)}"` : ''} muted playsinline preload="metadata"` +
      ` aria-label="${title} flyer video"></video>`;
  } else if (event.flyerImageUrl) {
    const srcSet = flyerSrcSet(event.flyerImageUrl);
    const responsive = srcSet
      ? ` srcset="${escapeHtml(srcSet)}" sizes="${escapeHtml(CARD_FLYER_SIZES)}"`
      : '';
    // The first card's flyer is fetched at once and first (its preload is in the head), the others as they show.
    const priority = first ? ' loading="eager" fetchpriority="high"' : ' loading="lazy"';
    flyer =
      `<img class="first-frame-list__flyer" src="${escapeHtml(event.flyerImageUrl)}"${responsive}` +
      ` alt="${title} flyer"${priority}>`;
  } else {
    // The product's initials (PRODUCT_INITIALS in the UI library).
    flyer =
      `<div class="first-frame-list__flyer first-frame-list__flyer--placeholder" role="img"` +
      ` aria-label="${title}: no flyer"><span aria-hidden="true">NL</span></div>`;
  }
  const badge = `<span class="nl-badge nl-badge--${event.status === 'upcoming' ? 'live' : 'past'} first-frame-list__badge">${EVENT_CARD_BADGES[event.status]}</span>`;
  const tagline = event.tagline
    ? `<p class="first-frame-list__tagline">${escapeHtml(event.tagline)}</p>`
    : '';
  const genres =
    event.musicGenres.length > 0
      ? `<ul class="nl-pill-list" aria-label="Music genres">${event.musicGenres
          .map((genre) => `<li class="first-frame-list__genre">${escapeHtml(genre)}</li>`)
          .join('')}</ul>`
      : '';
  const fact = (term: string, value: string | null, wide = false) =>
    value
      ? `<div${wide ? ' class="first-frame-list__wide"' : ''}><dt>${term}</dt><dd>${value}</dd></div>`
      : '';
  const text = (value: string | null | undefined) => (value ? escapeHtml(value) : null);
  const location = event.locationHidden ? '&nbsp;' : text(event.location?.trim());
  const facts =
    fact('Date', text(event.eventDate)) +
    fact('Time', text(formatTimeSlot(event.eventTime))) +
    fact('Location', location, true) +
    fact('Price', text(event.price)) +
    fact('Age', text(event.ageRestriction));
  const tickets = ticketLink(event);
  // Button's classes (buttonClassName: primary, small, full width), in the shell's stylesheet.
  const actions = tickets
    ? `<div class="first-frame-list__actions"><a class="nl-btn nl-btn--primary nl-btn--sm nl-btn--block"` +
      ` href="${escapeHtml(tickets)}" target="_blank" rel="noopener noreferrer">${escapeHtml(event.ctaButtonLabel)}</a></div>`
    : '';
  // The theme's accent, as the app sets it on the card.
  const accent = escapeHtml(resolveTheme(event.themeId).colorScheme.accent);
  return (
    `<article class="first-frame-list__card" style="--pe-accent: ${accent}">` +
    `<a class="first-frame-list__link" href="/event/${escapeHtml(encodeURIComponent(event.slug))}">` +
    `<div class="first-frame-list__media">${flyer}${badge}</div>` +
    `<div class="first-frame-list__body"><h2 class="first-frame-list__title">${title}</h2>${tagline}${genres}` +
    `<dl class="first-frame-list__facts">${facts}</dl></div></a>${actions}</article>`
  );
}

/** The id of the data block with the documents the shell fetches first (frontends/shell/src/remotes/boot-documents.ts). */
export const BOOT_DOCUMENTS_ID = 'nightlife-boot-documents';

/**
 * The page with the JSON documents the shell would otherwise fetch before it can load the first
 * page's remote (`/remotes.json`, then that remote's `mf-manifest.json`), keyed by the URL it
 * fetches them from: two round trips fewer. A data block, not a script, for the CSP.
 */
export function withBootDocuments(html: string, documents: Readonly<Record<string, unknown>>): string {
  return appendToHead(
    html,
    `<script type="application/json" id="${BOOT_DOCUMENTS_ID}">${scriptJson(documents)}</script>`,
  );
}

/**
 * The shell's index.html with the event's title and Open Graph / Twitter tags, so link
 * previews in chats and social networks show the event, and its schema.org Event data for search
 * engines. Generic tags already in the shell are replaced; every value is HTML-escaped.
 */
export function renderEventPage(
  shellHtml: string,
  event: PublicEvent,
  origin: string,
  image: PreviewImage = ogPngImage(OG_DEFAULT_IMAGE_PATH),
  {
    mainPage = false,
    inviteCode = null,
    now = new Date(),
  }: { mainPage?: boolean; inviteCode?: string | null; now?: Date } = {},
): string {
  // An invite-only event's page (ADR 0038): its links keep the code it was opened with, and no
  // structured data invites search engines to it.
  const invite = inviteCode === null ? '' : `?invite=${encodeURIComponent(inviteCode)}`;
  const description =
    event.tagline?.trim() ||
    (event.description ? excerpt(event.description, DESCRIPTION_MAX) : '') ||
    FALLBACK_DESCRIPTION;
  // A shared link opens its page without the landing's splash: the event's own page paints its
  // hero at once, its RSVP, ticket and invitation pages nothing until the app runs.
  const firstFrame = mainPage ? eventFirstFrame(event, now) : '';
  return withPageHead(
    withRootContent(shellHtml, firstFrame),
    {
      title: `${event.title} | ${SITE_NAME}`,
      type: 'event',
      headline: event.title,
      description,
      url: `${origin}/event/${event.slug}${invite}`,
      image,
      imageAlt: event.title,
    },
    [
      ...(event.isPrivate ? [] : [structuredDataScript(eventStructuredData(event, origin))]),
      ...(mainPage ? eventPagePreloads(event, invite) : []),
    ],
  );
}

/**
 * What the event's own page needs before it can paint its content, announced in the HTML: its
 * hero flyer (below) and the two API calls it makes once its scripts have run, the event and the
 * session (the URLs the app's generated endpoints call, with the credentials its fetches send, so
 * the browser hands the preloaded answers to those fetches).
 */
function eventPagePreloads(event: PublicEvent, invite = ''): string[] {
  const api = (path: string) =>
    `<link rel="preload" href="${escapeHtml(path)}" as="fetch" crossorigin="use-credentials">`;
  return [
    ...(event.flyerImageUrl ? [flyerPreload(event.flyerImageUrl, HERO_FLYER_SIZES)] : []),
    api(`/api/events/${encodeURIComponent(event.slug)}${invite}`),
    api('/api/user/session'),
  ];
}

/**
 * The largest paint of the event page (its hero) and of /events on a phone (the first card) is a
 * flyer, which the app only asks for once its scripts and the data have arrived: announced in the
 * HTML, the image loads alongside the scripts. The same srcset and sizes as the `<img>`
 * (EventFlyer.tsx), so the browser picks the same file.
 */
function flyerPreload(url: string, sizes: string): string {
  const srcSet = flyerSrcSet(url);
  const responsive = srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(url)}"${responsive} fetchpriority="high">`;
}

/**
 * What a profile link paints before its scripts have run (issue 22 §1): the top of the profile's
 * card as ProfileCard.tsx lays it out (shell.css, `.first-frame-profile`): the avatar (its
 * picture, else its initial), the name (with the verified mark), the username, when the account
 * was made and where the user is, and the bio. What follows in the card (tags, counts, links and
 * the buttons, some of which depend on who is looking) is the app's to add below. The month the
 * account was made is said in UTC: the app says it in the viewer's zone, which differs only for
 * an account made within hours of a month's end.
 */
function profileFirstFrame(profile: PublicProfile): string {
  const avatar = profile.avatar
    ? `<img class="first-frame-profile__avatar" src="${escapeHtml(profile.avatar)}" alt="">`
    : `<span class="first-frame-profile__avatar" aria-hidden="true">${escapeHtml(avatarInitial(profile))}</span>`;
  const verified = profile.isVerified
    ? '<span class="first-frame-profile__verified" title="Verified" aria-label="Verified">✔</span>'
    : '';
  const location = profile.location ? `<span>📍 ${escapeHtml(profile.location)}</span>` : '';
  const bio = profile.bio ? `<p class="first-frame-profile__bio">${escapeHtml(profile.bio)}</p>` : '';
  return (
    `<div class="first-frame-profile" aria-busy="true"><div class="first-frame-profile__card">` +
    `<header class="first-frame-profile__header">${avatar}<div class="first-frame-profile__identity">` +
    `<h1 class="first-frame-profile__name">${escapeHtml(displayName(profile))}${verified}</h1>` +
    `<p class="first-frame-profile__handle">@${escapeHtml(profile.username)}</p>` +
    `<p class="first-frame-profile__meta"><span>${escapeHtml(joinedText(profile.createdAt, 'UTC'))}</span>${location}</p>` +
    `</div></header>${bio}</div></div>`
  );
}

/**
 * The shell's index.html for a public profile (/{username}) with its title (the one the app
 * gives the tab) and Open Graph / Twitter tags: name, username, bio and the profile's card; the
 * top of that card is its first frame (profileFirstFrame).
 */
export function renderProfilePage(
  shellHtml: string,
  profile: PublicProfile,
  origin: string,
  image: PreviewImage = ogPngImage(OG_DEFAULT_IMAGE_PATH),
): string {
  const name = displayName(profile);
  const headline = `${name} (@${profile.username})`;
  return withPageHead(withRootContent(shellHtml, profileFirstFrame(profile)), {
    title: pageTitle(headline),
    type: 'profile',
    headline,
    description: (profile.bio ? excerpt(profile.bio, DESCRIPTION_MAX) : '') || `${name} on ${SITE_NAME}.`,
    url: `${origin}/${encodeURIComponent(profile.username)}`,
    image,
    imageAlt: headline,
  });
}

/** The shell's index.html with a marketing page's title, description and Open Graph / Twitter tags. */
export function renderMarketingPage(shellHtml: string, page: PageMetadata, origin: string): string {
  return withPageHead(shellHtml, {
    title: documentTitle(page),
    type: 'website',
    headline: page.title,
    description: page.description,
    url: `${origin}${page.path}`,
    image: ogPngImage(page.image ?? OG_DEFAULT_IMAGE_PATH),
    imageAlt: page.imageAlt,
  });
}

interface PageHead {
  title: string;
  type: 'event' | 'profile' | 'website';
  /** The og:title and twitter:title (without the site name). */
  headline: string;
  description: string;
  url: string;
  /** Its path on this origin, real size and type. */
  image: PreviewImage;
  imageAlt: string;
}

/**
 * The shell's index.html with the page's own title and Open Graph / Twitter tags (plus any extra
 * head elements), so link previews in chats and social networks and search engines show the page.
 * Generic tags already in the shell are replaced; every value is HTML-escaped.
 */
function withPageHead(shellHtml: string, page: PageHead, extra: string[] = []): string {
  const origin = new URL(page.url).origin;
  const image = new URL(page.image.path, origin).href;
  const meta: [attribute: 'property' | 'name', key: string, value: string][] = [
    ['name', 'description', page.description],
    ['property', 'og:type', page.type],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:title', page.headline],
    ['property', 'og:description', page.description],
    ['property', 'og:url', page.url],
    ['property', 'og:image', image],
    ['property', 'og:image:type', page.image.type],
    ['property', 'og:image:width', String(page.image.width)],
    ['property', 'og:image:height', String(page.image.height)],
    ['property', 'og:image:alt', page.imageAlt],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', page.headline],
    ['name', 'twitter:description', page.description],
    ['name', 'twitter:image', image],
    ['name', 'twitter:image:alt', page.imageAlt],
  ];
  const head = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(page.url)}">`,
    ...meta.map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`),
    ...extra,
  ].join('\n    ');
  const stripped = shellHtml
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+(?:name|property)="(?:description|og:[^"]*|twitter:[^"]*)"[^>]*>/gi, '');
  return appendToHead(stripped, head);
}
