import { eventSlugOfPath, escapeHtml, excerpt, renderEventPage } from './open-graph';

const SHELL = `<!doctype html><html><head><meta charset="utf-8"><title>NIGHTLIFE | Shell</title>
<meta name="description" content="Generic"><meta property="og:title" content="Generic"></head><body><div id="root"></div></body></html>`;

const event = {
  slug: 'neon-static',
  title: 'Neon Static',
  tagline: 'Synthwave till sunrise',
  description: 'Three rooms.',
  imageUrl: null,
};

const metaContent = (html: string, key: string) =>
  [...html.matchAll(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`, 'g'))].map((m) => m[1]);

describe('eventSlugOfPath', () => {
  it.each([
    ['/event/neon-static', 'neon-static'],
    ['/event/neon-static/', 'neon-static'],
    ['/event/neon-static/rsvp', 'neon-static'],
    ['/event/neon-static/ticket', 'neon-static'],
  ])('reads %s', (pathname, slug) => {
    expect(eventSlugOfPath(pathname)).toBe(slug);
  });

  it.each(['/events', '/event', '/event/a/b', '/event/a/rsvp/x', '/neon-static'])(
    'ignores %s',
    (pathname) => {
      expect(eventSlugOfPath(pathname)).toBeNull();
    },
  );
});

describe('renderEventPage', () => {
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

  it('makes a relative flyer address absolute', () => {
    const html = renderEventPage(SHELL, { ...event, imageUrl: '/uploads/flyer.jpg' }, 'https://x.example');
    expect(metaContent(html, 'og:image')).toEqual(['https://x.example/uploads/flyer.jpg']);
  });

  it('never reads $ patterns in event text as replacement patterns', () => {
    const html = renderEventPage(SHELL, { ...event, title: "$& $' $1 cash bar" }, 'https://x.example');
    expect(metaContent(html, 'og:title')).toEqual(['$&amp; $&#39; $1 cash bar']);
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
