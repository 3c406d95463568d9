import { describe, expect, it } from '@jest/globals';
import {
  afterVerificationPath,
  isRsvpRedirect,
  loginThenVerificationPath,
  redirectQuery,
  verificationPath,
} from './redirect.policy';

// The rule itself (which values may be followed) is tested in the domain: kernel/redirect-path.spec.ts.

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
  it('passes the redirect on encoded, in the spelling it was given', () => {
    expect(redirectQuery('/event/a b/rsvp')).toBe('?redirect=%2Fevent%2Fa%20b%2Frsvp');
    expect(redirectQuery('verification')).toBe('?redirect=verification');
  });

  it('passes nothing on when there is no redirect or it would leave the site', () => {
    expect(redirectQuery(null)).toBe('');
    expect(redirectQuery('')).toBe('');
    expect(redirectQuery('//evil.example')).toBe('');
    expect(redirectQuery('https://evil.example')).toBe('');
  });
});

describe('verificationPath (the SMS prompt after login and profile setup)', () => {
  it('is the spec’s plain /verification without a redirect, or with the dashboard', () => {
    expect(verificationPath(null)).toBe('/verification');
    expect(verificationPath('dashboard')).toBe('/verification');
    expect(verificationPath('/dashboard')).toBe('/verification');
    expect(verificationPath('//evil.example')).toBe('/verification');
    expect(verificationPath('javascript:alert(1)')).toBe('/verification');
  });

  it('carries any other redirect on', () => {
    expect(verificationPath('/event/neon-nights/rsvp')).toBe(
      '/verification?redirect=%2Fevent%2Fneon-nights%2Frsvp',
    );
    expect(verificationPath('/dashboard?tab=contacts')).toBe(
      '/verification?redirect=%2Fdashboard%3Ftab%3Dcontacts',
    );
  });

  it('takes a redirect to the prompt itself as it is', () => {
    expect(verificationPath('verification')).toBe('/verification');
    expect(verificationPath('/verification?redirect=/event/x/rsvp')).toBe(
      '/verification?redirect=/event/x/rsvp',
    );
  });
});

describe('loginThenVerificationPath (the SMS prompt seen signed out)', () => {
  it('is the spec’s login back to the prompt without a redirect', () => {
    expect(loginThenVerificationPath(null)).toBe('/login?redirect=verification');
    expect(loginThenVerificationPath('//evil.example')).toBe('/login?redirect=verification');
  });

  it('comes back to the prompt with its redirect, not straight to the redirect', () => {
    expect(loginThenVerificationPath('/event/neon-nights/rsvp')).toBe(
      `/login?redirect=${encodeURIComponent('/verification?redirect=%2Fevent%2Fneon-nights%2Frsvp')}`,
    );
  });
});

describe('afterVerificationPath', () => {
  it('goes on to the redirect, else to the dashboard', () => {
    expect(afterVerificationPath('/event/neon-nights/rsvp')).toBe('/event/neon-nights/rsvp');
    expect(afterVerificationPath(null)).toBe('/dashboard');
    expect(afterVerificationPath('//evil.example')).toBe('/dashboard');
    expect(afterVerificationPath('/%5Cevil.example')).toBe('/dashboard');
  });

  it('never leads back to the prompt', () => {
    expect(afterVerificationPath('verification')).toBe('/dashboard');
    expect(afterVerificationPath('/verification/?redirect=/x')).toBe('/dashboard');
  });
});
