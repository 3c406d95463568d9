import { describe, expect, it } from '@jest/globals';
import { isRsvpRedirect, redirectQuery, safeRedirectPath } from './redirect.policy';

describe('safeRedirectPath', () => {
  it('uses the fallback when the parameter is missing or blank', () => {
    expect(safeRedirectPath(null, '/dashboard')).toBe('/dashboard');
    expect(safeRedirectPath('   ', '/dashboard')).toBe('/dashboard');
  });

  it('keeps same-site paths and adds the leading slash the login spelling omits', () => {
    expect(safeRedirectPath('/event/neon-nights/rsvp', '/dashboard')).toBe('/event/neon-nights/rsvp');
    expect(safeRedirectPath('verification', '/dashboard')).toBe('/verification');
    expect(safeRedirectPath('/dashboard?tab=contacts', '/x')).toBe('/dashboard?tab=contacts');
  });

  it.each([
    'https://evil.example/phish',
    'HTTP://evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/event/x\n/rsvp',
  ])('never follows %j off the site', (raw) => {
    expect(safeRedirectPath(raw, '/dashboard')).toBe('/dashboard');
  });

  it('resolves dot segments instead of escaping the origin', () => {
    expect(safeRedirectPath('/../../etc', '/dashboard')).toBe('/etc');
  });
});

describe('isRsvpRedirect', () => {
  it('recognises the RSVP form of an event', () => {
    expect(isRsvpRedirect('/event/neon-nights/rsvp')).toBe(true);
    expect(isRsvpRedirect('/event/neon-nights/rsvp?x=1')).toBe(true);
  });

  it('does not treat other pages as RSVP', () => {
    expect(isRsvpRedirect('/dashboard')).toBe(false);
    expect(isRsvpRedirect('/event/neon-nights/ticket')).toBe(false);
    expect(isRsvpRedirect('/event/neon-nights')).toBe(false);
  });
});

describe('redirectQuery', () => {
  it('passes the redirect on encoded, and nothing when there is none', () => {
    expect(redirectQuery('/event/a b/rsvp')).toBe('?redirect=%2Fevent%2Fa%20b%2Frsvp');
    expect(redirectQuery(null)).toBe('');
  });
});
