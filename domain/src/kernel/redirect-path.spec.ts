import { safeRedirectPath } from './redirect-path.js';

const FALLBACK = '/dashboard';

// The WHATWG URL parser of the test runtime, as browsers have it (the domain's own types leave
// the platform's globals out on purpose).
const { URL } = globalThis as unknown as {
  URL: new (
    input: string,
    base: string,
  ) => { origin: string; pathname: string; search: string; hash: string };
};

describe('safeRedirectPath', () => {
  it('uses the fallback when the value is missing or blank', () => {
    expect(safeRedirectPath(null, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirectPath(undefined, FALLBACK)).toBe(FALLBACK);
    expect(safeRedirectPath('', FALLBACK)).toBe(FALLBACK);
    expect(safeRedirectPath('   ', FALLBACK)).toBe(FALLBACK);
    expect(safeRedirectPath('//evil.example', null)).toBeNull();
  });

  it('keeps paths of this site, with their query and fragment', () => {
    expect(safeRedirectPath('/event/neon-nights/rsvp', FALLBACK)).toBe('/event/neon-nights/rsvp');
    expect(safeRedirectPath('/dashboard?tab=contacts', FALLBACK)).toBe('/dashboard?tab=contacts');
    expect(safeRedirectPath('/event/neon-nights?ref=qr&x=1#guest-list', FALLBACK)).toBe(
      '/event/neon-nights?ref=qr&x=1#guest-list',
    );
    expect(safeRedirectPath('/event/neon-nights/rsvp?next=%2F%2Fok#a/b', FALLBACK)).toBe(
      '/event/neon-nights/rsvp?next=%2F%2Fok#a/b',
    );
    expect(safeRedirectPath('/dj%20host', FALLBACK)).toBe('/dj%20host');
    expect(safeRedirectPath('/sale/100%', FALLBACK)).toBe('/sale/100%');
    expect(safeRedirectPath('/', FALLBACK)).toBe('/');
    expect(safeRedirectPath('  /events  ', FALLBACK)).toBe('/events');
  });

  it('accepts the spelling without the leading slash (login, host signup) and adds it', () => {
    expect(safeRedirectPath('verification', FALLBACK)).toBe('/verification');
    expect(safeRedirectPath('dashboard', '/x')).toBe('/dashboard');
    expect(safeRedirectPath('lena.dances', FALLBACK)).toBe('/lena.dances');
  });

  it.each([
    ['a protocol-relative address', '//evil.example'],
    ['three slashes', '///evil.example'],
    ['an absolute address', 'https://evil.example/phish'],
    ['an absolute address in capitals', 'HTTP://evil.example'],
    ['an address without slashes', 'https:evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a script in mixed case', 'JaVaScRiPt:alert(1)'],
    ['a script behind spaces', '  javascript:alert(1)'],
    ['a data address', 'data:text/html,hi'],
    ['a backslash read as a slash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a backslash later in the path', '/event\\..\\..\\evil'],
    ['a backslash in the query', '/event/x?u=\\evil'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded backslash in lower case', '/%5cevil.example'],
    ['encoded slashes', '%2F%2Fevil.example'],
    ['encoded slashes after a slash', '/%2F%2Fevil.example'],
    ['a slash and an encoded slash', '/%2Fevil.example'],
    ['doubly encoded slashes', '%252F%252Fevil.example'],
    ['an encoded script', 'javascript%3Aalert(1)'],
    ['an encoded scheme', '%68ttps://evil.example'],
    ['a tab inside', '/\t/evil.example'],
    ['a newline inside', '/event/x\n/rsvp'],
    ['a carriage return inside', '/\r/evil.example'],
    ['a tab inside a scheme', 'java\tscript:alert(1)'],
    ['an encoded tab', '/%09/evil.example'],
    ['an encoded newline', '/%0A/evil.example'],
    ['a NUL', '/event\u0000/x'],
    ['a dot segment before an empty one', '/.//evil.example'],
    ['a parent segment before an empty one', '/..//evil.example'],
    ['an encoded dot segment before an empty one', '/%2e//evil.example'],
    ['a segment undone before an empty one', '/a/..//evil.example'],
    ['an encoded dot segment and encoded slashes', '/%2e%2F%2Fevil.example'],
    ['too many rounds of encoding', `/%${'25'.repeat(7)}2F`],
  ])('refuses %s (%j)', (_what, raw) => {
    expect(safeRedirectPath(raw, FALLBACK)).toBe(FALLBACK);
  });

  it('resolves dot segments instead of leaving the site', () => {
    expect(safeRedirectPath('/../../etc', FALLBACK)).toBe('/etc');
    expect(safeRedirectPath('/event/x/../y/./rsvp', FALLBACK)).toBe('/event/y/rsvp');
    expect(safeRedirectPath('/a/..', FALLBACK)).toBe('/');
    expect(safeRedirectPath('/a/.?q=1', FALLBACK)).toBe('/a/?q=1');
  });

  it('answers what a browser resolves on this site for every path it accepts', () => {
    const base = 'https://nightlife.invalid';
    for (const raw of [
      '/event/neon-nights/rsvp?x=1#y',
      '/../../etc',
      '/event/x/../y/./rsvp',
      '/a/%2e%2e/b',
      '/dj%20host',
    ]) {
      const path = safeRedirectPath(raw, FALLBACK);
      const url = new URL(path, base);
      expect(url.origin).toBe(base);
      const browser = new URL(raw, base);
      expect(`${url.pathname}${url.search}${url.hash}`).toBe(
        `${browser.pathname}${browser.search}${browser.hash}`,
      );
    }
  });
});
