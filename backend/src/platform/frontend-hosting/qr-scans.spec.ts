import { safeRedirectLocation } from './qr-scans';

describe('safeRedirectLocation', () => {
  it.each([
    ['/dj_nova', '/dj_nova'],
    ['/event/neon-static', '/event/neon-static'],
    ['https://tickets.example/x?y=1', 'https://tickets.example/x?y=1'],
    ['HTTP://Example.COM', 'http://example.com/'],
  ])('lets %s out as %s', (location, expected) => {
    expect(safeRedirectLocation(location)).toBe(expected);
  });

  it.each([
    null,
    '//evil.example',
    '/\\evil.example',
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
