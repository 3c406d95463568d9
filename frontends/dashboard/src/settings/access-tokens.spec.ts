import { expiryFor, expiryText, lastUseText, SCOPE_CHOICES, toggled } from './access-tokens';

const now = new Date('2026-11-28T12:00:00Z');

describe('access tokens in Settings', () => {
  it('counts an expiry from now, or none', () => {
    expect(expiryFor('30', now)).toBe('2026-12-28T12:00:00.000Z');
    expect(expiryFor('365', now)).toBe('2027-11-28T12:00:00.000Z');
    expect(expiryFor('never', now)).toBeNull();
  });

  it('offers every scope with what it allows', () => {
    expect(SCOPE_CHOICES[0]).toEqual({
      scope: 'events:read',
      description: expect.stringContaining('Read events'),
    });
    expect(SCOPE_CHOICES.map((choice) => choice.scope)).toContain('checkins:write');
  });

  it('toggles a scope on and off', () => {
    expect(toggled(['events:read'], 'guests:read')).toEqual(['events:read', 'guests:read']);
    expect(toggled(['events:read', 'guests:read'], 'events:read')).toEqual(['guests:read']);
  });

  it('says when a token was last used and when it expires', () => {
    expect(lastUseText(null)).toBe('Never used');
    expect(lastUseText('2026-11-20T10:00:00Z')).toBe('Last used Nov 20, 2026');
    expect(expiryText(null, now)).toBe('No expiry');
    expect(expiryText('2027-02-26T12:00:00Z', now)).toBe('Expires Feb 26, 2027');
    expect(expiryText('2026-11-01T12:00:00Z', now)).toBe('Expired Nov 1, 2026');
  });
});
