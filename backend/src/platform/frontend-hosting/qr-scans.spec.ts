import { safeRedirectLocation } from './qr-scans';

describe('safeRedirectLocation', () => {
  it.each([
    ['/dj_nova', '/dj_nova'],
    ['/event/neon-static', '/event/neon-static'],
    ['/dj%20host', '/dj%20host'],
    ['https://tickets.example/x?y=1', 'https://tickets.example/x?y=1'],
    ['HTTP://Example.COM', 'http://example.com/'],
  ])('lets %s out as %s', (location, expected) => {
    expect(safeRedirectLocation(location)).toBe(expected);
  });

  it.each([
    null,
    '//evil.example',
    '/\\evil.example',
    // The paths the app's own redirect rule refuses (domain safeRedirectPath), refused here too.
    '/%5Cevil.example',
    '/%2F%2Fevil.example',
    '/.//evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'ftp://files.example/',
    'not a url',
    '',
  ])('refuses %j', (location) => {
    expect(safeRedirectLocation(location)).toBeNull();
  });
});
