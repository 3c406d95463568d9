import {
  ACCESS_TOKEN_MAX_DAYS,
  accessTokenState,
  MAX_ACCESS_TOKENS,
  tokenMayUse,
  validateNewAccessToken,
} from './access-tokens.js';

const now = new Date('2026-11-28T12:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);

describe('access tokens', () => {
  it('takes a name, known scopes in catalogue order, and no expiry', () => {
    expect(
      validateNewAccessToken(
        { name: '  Door sync ', scopes: ['guests:read', 'events:read', 'events:read'] },
        0,
        now,
      ),
    ).toEqual({
      ok: true,
      value: { name: 'Door sync', scopes: ['events:read', 'guests:read'], expiresAt: null },
    });
  });

  it('takes an expiry up to a year ahead', () => {
    const result = validateNewAccessToken(
      { name: 'CRM', scopes: ['events:read'], expiresAt: days(30) },
      0,
      now,
    );
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ expiresAt: days(30) }) });
  });

  it('says what is wrong with each field', () => {
    const result = validateNewAccessToken(
      { name: ' ', scopes: ['events:read', 'admin'], expiresAt: days(ACCESS_TOKEN_MAX_DAYS + 1) },
      0,
      now,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.fieldErrors).toEqual([
      { field: 'name', message: expect.stringContaining('1 to 60 characters') },
      { field: 'scopes', message: expect.stringContaining('Unknown scope admin') },
      { field: 'expiresAt', message: expect.stringContaining('at most 366 days') },
    ]);
  });

  it('refuses no scopes and a past expiry', () => {
    const result = validateNewAccessToken({ name: 'x', scopes: [], expiresAt: now }, 0, now);
    expect(!result.ok && result.error.fieldErrors).toEqual([
      { field: 'scopes', message: 'Choose at least one scope' },
      { field: 'expiresAt', message: 'The token must expire in the future' },
    ]);
  });

  it('refuses a token over the limit of active tokens', () => {
    const result = validateNewAccessToken({ name: 'x', scopes: ['events:read'] }, MAX_ACCESS_TOKENS, now);
    expect(!result.ok && result.error.code).toBe('ACCESS_TOKEN.TOO_MANY');
  });

  it('is active until it expires or is revoked', () => {
    expect(accessTokenState({ expiresAt: null, revokedAt: null }, now)).toBe('active');
    expect(accessTokenState({ expiresAt: days(1), revokedAt: null }, now)).toBe('active');
    expect(accessTokenState({ expiresAt: now, revokedAt: null }, now)).toBe('expired');
    expect(accessTokenState({ expiresAt: days(1), revokedAt: days(-1) }, now)).toBe('revoked');
  });

  it('opens a route only with the scope it names', () => {
    expect(tokenMayUse(['events:read'], 'events:read')).toBe('allowed');
    expect(tokenMayUse(['events:read'], 'events:write')).toBe('missing-scope');
    expect(tokenMayUse(['events:read'], null)).toBe('not-for-tokens');
  });
});
