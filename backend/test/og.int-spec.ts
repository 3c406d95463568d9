import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDaysToDateKey, localDateKey, marketingPageMetadata } from '@nightlife/domain';
import type supertest from 'supertest';
import { escapeHtml } from '../src/platform/frontend-hosting/page-html';
import { ownDatabase } from './support/own-database';
import { createTestApp, type TestApp } from './support/create-test-app';
import { withoutBootDocuments } from './support/page-html';
import { recordStatements } from './support/statements';
import { newSignup } from './support/users';

const ORIGIN = 'https://nightlife.example';
const SHELL = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>NIGHTLIFE | Shell</title>
<meta name="description" content="The generic description"></head><body><div id="root"></div></body></html>`;

/** Every `<meta property|name="key" content="…">` value, as written in the HTML. */
const meta = (html: string, key: string) =>
  [...html.matchAll(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`, 'g'))].map((m) => m[1]);

/** The address of an event's link-preview card. */
const cardUrl = (slug: string) => new RegExp(`^${ORIGIN}/og/event/${slug}/[0-9a-f]{16}\\.jpg$`);

/** The JSON-LD documents in the HTML, parsed. */
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  );

describe('public pages for link previews and search engines (Open Graph, JSON-LD)', () => {
  let dir: string;
  let t: TestApp;
  let host: ReturnType<typeof supertest.agent>;
  // The list's first frame is asserted card by card: other suites' events (in the worker's shared
  // database) must not come first.
  let own: Awaited<ReturnType<typeof ownDatabase>>;
  const date = addDaysToDateKey(localDateKey(new Date(), 'America/Chicago'), 2);

  async function create(body: Record<string, unknown>): Promise<string> {
    const res = await host
      .post('/api/events')
      .send({ date, ...body })
      .expect(201);
    return res.body.slug;
  }

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'nightlife-og-'));
    mkdirSync(path.join(dir, 'shell/dist'), { recursive: true });
    writeFileSync(path.join(dir, 'shell/dist/index.html'), SHELL);
    own = await ownDatabase();
    t = await createTestApp({
      frontendsDir: dir,
      appOrigins: [ORIGIN],
      databaseUrl: own.databaseUrl,
      queuePrefix: own.queuePrefix,
    });
    host = t.request();
    await host
      .post('/api/signup')
      .send(newSignup({ accountType: 'host' }))
      .expect(201);
  });

  afterAll(async () => {
    await t.close();
    await own.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('puts the event title, tagline, image and URL in the page, on the event, RSVP and ticket routes', async () => {
    const slug = await create({
      title: 'Chrome Hearts Ball',
      tagline: 'Dress in silver',
      flyerImageUrl: 'https://cdn.example.com/flyers/chrome.jpg',
    });
    for (const route of [`/event/${slug}`, `/event/${slug}/rsvp`, `/event/${slug}/ticket`]) {
      const res = await t.request().get(route).expect(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      const html = res.text;
      expect(html).toContain('<title>Chrome Hearts Ball | NIGHTLIFE</title>');
      expect(meta(html, 'og:title')).toEqual(['Chrome Hearts Ball']);
      expect(meta(html, 'og:description')).toEqual(['Dress in silver']);
      expect(meta(html, 'description')).toEqual(['Dress in silver']);
      // The event's own 1200x630 card (link-previews.int-spec.ts), never the portrait flyer itself.
      expect(meta(html, 'og:image')).toEqual([expect.stringMatching(cardUrl(slug))]);
      expect(meta(html, 'og:image:type')).toEqual(['image/jpeg']);
      expect(meta(html, 'og:image:width')).toEqual(['1200']);
      expect(meta(html, 'og:image:height')).toEqual(['630']);
      expect(meta(html, 'og:url')).toEqual([`${ORIGIN}/event/${slug}`]);
      expect(meta(html, 'og:type')).toEqual(['event']);
      expect(meta(html, 'twitter:card')).toEqual(['summary_large_image']);
      expect(meta(html, 'twitter:title')).toEqual(['Chrome Hearts Ball']);
      expect(meta(html, 'twitter:description')).toEqual(['Dress in silver']);
      expect(meta(html, 'twitter:image')).toEqual(meta(html, 'og:image'));
      expect(html).not.toContain('The generic description');
      // The event's own page paints its hero before the app runs (page-html.ts); the others nothing.
      expect(html).toContain(
        route === `/event/${slug}`
          ? '<h1 class="first-frame__title">Chrome Hearts Ball</h1>'
          : '<div id="root"></div>',
      );
    }
  });

  it.each([
    ['/team', 'Meet the Team', `${ORIGIN}/og/team.png`],
    ['/partnerships', 'Venue Partnerships', `${ORIGIN}/og/partnerships.png`],
    ['/contact', 'Contact', `${ORIGIN}/og-default.png`],
    ['/flyer-studio/', 'Flyer Studio', `${ORIGIN}/og-default.png`],
  ])('gives the marketing page %s its own title, description and preview', async (route, title, image) => {
    const html = (await t.request().get(route).expect(200)).text;
    const page = marketingPageMetadata(route)!;
    expect(html).toContain(`<title>${title} | NIGHTLIFE</title>`);
    expect(meta(html, 'description')).toEqual([escapeHtml(page.description)]);
    expect(meta(html, 'og:type')).toEqual(['website']);
    expect(meta(html, 'og:title')).toEqual([title]);
    expect(meta(html, 'og:description')).toEqual([escapeHtml(page.description)]);
    expect(meta(html, 'og:url')).toEqual([`${ORIGIN}${page.path}`]);
    expect(meta(html, 'og:image')).toEqual([image]);
    expect(meta(html, 'twitter:card')).toEqual(['summary_large_image']);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${page.path}">`);
    expect(html).not.toContain('The generic description');
  });

  it("serves the marketing pages' own 1200x630 preview images", async () => {
    for (const name of ['team', 'partnerships']) {
      const res = await t.request().get(`/og/${name}.png`).expect(200);
      expect(res.headers['content-type']).toBe('image/png');
      const png = res.body as Buffer;
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
  });

  it('escapes every value', async () => {
    const title = `<script>alert("x")</script> Rock 'n' Roll & "More"`;
    const slug = await create({ title, description: '<img src=x onerror=alert(1)> Loud & proud' });
    const html = (await t.request().get(`/event/${slug}`).expect(200)).text;
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    const escaped =
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Rock &#39;n&#39; Roll &amp; &quot;More&quot;';
    expect(html).toContain(`<title>${escaped} | NIGHTLIFE</title>`);
    expect(meta(html, 'og:title')).toEqual([escaped]);
    expect(meta(html, 'og:description')).toEqual(['&lt;img src=x onerror=alert(1)&gt; Loud &amp; proud']);
  });

  it('gives an event without a flyer its card too, and serves the default 1200x630 image', async () => {
    const slug = await create({ title: 'No Flyer Night' });
    const html = (await t.request().get(`/event/${slug}`).expect(200)).text;
    expect(meta(html, 'og:image')).toEqual([expect.stringMatching(cardUrl(slug))]);

    const image = await t.request().get('/og-default.png').buffer(true).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    const png = image.body as Buffer;
    // PNG signature, then the IHDR chunk's width and height (big-endian).
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it("puts the event's schema.org Event in the page, with the fields the API gives a visitor", async () => {
    const slug = await create({
      title: 'Laser Garden',
      tagline: 'Green beams all night',
      location: 'Greenhouse 4, Dock Street',
      flyerImageUrl: 'https://cdn.example.com/flyers/laser.jpg',
      ticketUrl: 'https://tickets.example.com/laser',
    });
    const api = (await t.request().get(`/api/events/${slug}`).expect(200)).body;
    const res = await t.request().get(`/event/${slug}`).set('Accept-Encoding', 'br, gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(structuredData(res.text)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: 'Laser Garden',
        url: `${ORIGIN}/event/${slug}`,
        startDate: api.dateTime,
        description: 'Green beams all night',
        image: ['https://cdn.example.com/flyers/laser.jpg'],
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: {
          '@type': 'Place',
          name: 'Greenhouse 4, Dock Street',
          address: 'Greenhouse 4, Dock Street',
        },
        offers: { '@type': 'Offer', url: 'https://tickets.example.com/laser' },
      },
    ]);
  });

  it('never shows a hidden location, not even in the HTML its host loads', async () => {
    const slug = await create({
      title: 'Secret Set',
      location: 'Unmarked door, 12 Hidden Alley',
      hideLocationUntilRsvp: true,
    });
    for (const client of [t.request(), host]) {
      const html = (await client.get(`/event/${slug}`).expect(200)).text;
      expect(html).not.toContain('Hidden Alley');
      const [event] = structuredData(html);
      expect(event).toMatchObject({ '@type': 'Event', name: 'Secret Set' });
      expect(event).not.toHaveProperty('location');
    }
  });

  it("puts the list's schema.org ItemList of its first 10 events in /events, as the API lists them", async () => {
    for (let i = 1; i <= 11; i++) await create({ title: `List Night ${i}` });
    // The list's first event (the earliest start): its location is for guests only.
    await create({
      title: 'Early <Secret>',
      startTime: '18:00',
      location: 'Back room, 9 Quiet Lane',
      hideLocationUntilRsvp: true,
    });
    // Past the visitor list cache (EVENT_LIST_CACHE_MS), so the page and the API read the same list.
    await new Promise((resolve) => setTimeout(resolve, t.config.eventListCacheMs + 50));
    const res = await t.request().get('/events').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    const listed = (await t.request().get('/api/events').expect(200)).body.events.slice(0, 10);
    const [list] = structuredData(res.text);
    expect(list).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList' });
    expect(list.itemListElement).toHaveLength(10);
    expect(list.itemListElement.map((entry: { url: string }) => entry.url)).toEqual(
      listed.map((event: { slug: string }) => `${ORIGIN}/event/${event.slug}`),
    );
    expect(list.itemListElement[0]).toMatchObject({
      '@type': 'ListItem',
      position: 1,
      item: { '@type': 'Event', name: listed[0].title, startDate: listed[0].dateTime },
    });
    // The first frame (page-html.ts): the list's counters and its first cards, as the API lists
    // them; the hidden location nowhere.
    const total = (await t.request().get('/api/events').expect(200)).body.pagination.total;
    expect(res.text).toContain(
      `<span class="first-frame-list__value">${total}</span><span class="first-frame-list__label">total events</span>`,
    );
    const titles = [...res.text.matchAll(/<h2 class="first-frame-list__title">([^<]*)<\/h2>/g)].map(
      (m) => m[1],
    );
    expect(titles).toEqual(listed.slice(0, 6).map((event: { title: string }) => escapeHtml(event.title)));
    expect(titles[0]).toBe('Early &lt;Secret&gt;');
    expect(res.text).not.toContain('Quiet Lane');
  });

  it('paints only the header of other lists (page, size, status, search), whose events the app reads', async () => {
    for (const route of ['/events?page=2', '/events?status=past', '/events?q=neon', '/events?size=50']) {
      const html = withoutBootDocuments((await t.request().get(route).expect(200)).text);
      expect(html).toContain('<h1 class="nl-page-header__title">Events</h1>');
      expect(html).not.toContain('first-frame-list__card');
      expect(html).not.toContain('application/ld+json');
    }
  });

  it('gives drafts and unknown slugs the plain shell, with no event tags', async () => {
    const draft = await create({ title: 'Draft Preview Party', isDraft: true });
    for (const route of [`/event/${draft}`, '/event/no-such-event', '/event/NOT_A_SLUG/rsvp']) {
      const res = await t.request().get(route).expect(200);
      expect(withoutBootDocuments(res.text)).toBe(SHELL);
    }
    // Not even to the draft's host: link previews are public.
    expect(withoutBootDocuments((await host.get(`/event/${draft}`).expect(200)).text)).toBe(SHELL);
  });

  it('reads the event with one SQL query', async () => {
    const slug = await create({ title: 'One Query Night' });
    const statements = recordStatements(t);
    try {
      await t.request().get(`/event/${slug}`).expect(200);
      expect(statements.reading('events')).toBe(1);
    } finally {
      statements.restore();
    }
  });

  it('without APP_ORIGIN (development) links pages to this machine, whatever Host a request claims', async () => {
    const local = await createTestApp({ frontendsDir: dir, appOrigins: [] });
    try {
      const canonical = (host: string) =>
        local
          .request()
          .get('/contact')
          .set('Host', host)
          .expect(200)
          .then((res) => /<link rel="canonical" href="([^"]+)">/.exec(res.text)?.[1]);
      expect(await canonical('127.0.0.1:3000')).toBe('http://127.0.0.1:3000/contact');
      expect(await canonical('localhost:4000')).toBe('http://localhost:4000/contact');
      expect(await canonical('evil.example')).toBe(`http://localhost:${local.config.port}/contact`);
      // A Host that starts like this machine but names another: userinfo, or a bare name after a port.
      expect(await canonical('localhost:1@evil.example')).toBe(
        `http://localhost:${local.config.port}/contact`,
      );
      expect(await canonical('localhost:evil.example')).toBe(`http://localhost:${local.config.port}/contact`);
    } finally {
      await local.close();
    }
  });

  it('without APP_ORIGIN behind a trusted proxy, links only to the forwarded host when it is this machine', async () => {
    const proxied = await createTestApp({ frontendsDir: dir, appOrigins: [], trustProxy: true });
    try {
      const canonical = (headers: Record<string, string>) =>
        proxied
          .request()
          .get('/contact')
          .set(headers)
          .expect(200)
          .then((res) => /<link rel="canonical" href="([^"]+)">/.exec(res.text)?.[1]);
      // The proxy's X-Forwarded-Host is the host checked, and the one linked to.
      expect(await canonical({ Host: 'evil.example', 'X-Forwarded-Host': 'localhost:5000' })).toBe(
        'http://localhost:5000/contact',
      );
      expect(await canonical({ Host: 'localhost', 'X-Forwarded-Host': 'evil.example' })).toBe(
        `http://localhost:${proxied.config.port}/contact`,
      );
    } finally {
      await proxied.close();
    }
  });
});
