import { DomainError, type FieldError } from '../kernel/domain-error.js';
import { err, ok, type Result } from '../kernel/result.js';

/**
 * Personal access tokens (issue 23 §1, ADR 0035): a program acts for its owner with
 * `Authorization: Bearer <token>`, limited to the token's scopes and to what the owner may do.
 * Each API route names the scope it needs; a route that names none (account, password, tokens,
 * the visitor forms) is for people in a browser only.
 */
export const ACCESS_TOKEN_SCOPES = {
  'events:read': 'Read events, your hosted events with their statistics, and events you go to',
  'events:write': 'Create, edit and delete your events, their flyers and media, and their door',
  'rsvps:read': 'Read your own tickets and waitlist places',
  'rsvps:write': 'RSVP, change or cancel an RSVP, join waitlists, answer offers and invite +1s',
  'guests:read': "Read your events' guest lists, tickets, waitlists, door lists and check-ins",
  'guests:write': "Approve, decline and change your guests' RSVPs, issue tickets and offer waitlist places",
  'checkins:write': 'Check guests in at the door, undo or admit anyway',
  'announcements:read': "Read your events' announcements and who received them",
  'announcements:write': 'Send announcements to your guests',
  'webhooks:write': 'Register, read and replay your webhooks',
} as const;
export type AccessTokenScope = keyof typeof ACCESS_TOKEN_SCOPES;
export const ACCESS_TOKEN_SCOPE_NAMES = Object.keys(ACCESS_TOKEN_SCOPES) as AccessTokenScope[];

export const ACCESS_TOKEN_NAME_MAX = 60;
/** Tokens a user may hold at once (revoked and expired ones do not count). */
export const MAX_ACCESS_TOKENS = 20;
/** The longest a token may be made for; without an expiry it lasts until revoked. */
export const ACCESS_TOKEN_MAX_DAYS = 366;
/** Every token starts so, for secret scanners and for telling it from other credentials. */
export const ACCESS_TOKEN_PREFIX = 'nlpat_';
const DAY_MS = 86_400_000;

export interface AccessToken {
  id: string;
  name: string;
  scopes: AccessTokenScope[];
  createdAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
}

export type AccessTokenState = 'active' | 'expired' | 'revoked';

export function accessTokenState(
  token: Pick<AccessToken, 'expiresAt' | 'revokedAt'>,
  now: Date,
): AccessTokenState {
  if (token.revokedAt !== null) return 'revoked';
  if (token.expiresAt !== null && now.getTime() >= token.expiresAt.getTime()) return 'expired';
  return 'active';
}

export function isAccessTokenScope(value: unknown): value is AccessTokenScope {
  return typeof value === 'string' && Object.hasOwn(ACCESS_TOKEN_SCOPES, value);
}

export interface NewAccessTokenInput {
  name?: unknown;
  scopes?: unknown;
  expiresAt?: unknown;
}

/** A new token's name, scopes (at least one, each known, kept in catalogue order) and expiry. */
export function validateNewAccessToken(
  input: NewAccessTokenInput,
  activeTokens: number,
  now: Date,
): Result<{ name: string; scopes: AccessTokenScope[]; expiresAt: Date | null }> {
  if (activeTokens >= MAX_ACCESS_TOKENS) return err(tooManyAccessTokensError());
  const errors: FieldError[] = [];
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (name.length === 0 || [...name].length > ACCESS_TOKEN_NAME_MAX) {
    errors.push({
      field: 'name',
      message: `Name the token after the program that uses it (1 to ${ACCESS_TOKEN_NAME_MAX} characters)`,
    });
  }
  const given = Array.isArray(input.scopes) ? input.scopes : [];
  const unknown = given.filter((scope) => !isAccessTokenScope(scope));
  if (given.length === 0 || unknown.length > 0) {
    errors.push({
      field: 'scopes',
      message:
        unknown.length > 0
          ? `Unknown scope ${String(unknown[0])}: choose from ${ACCESS_TOKEN_SCOPE_NAMES.join(', ')}`
          : 'Choose at least one scope',
    });
  }
  const expiresAt = input.expiresAt ?? null;
  if (expiresAt !== null) {
    const valid = expiresAt instanceof Date && !Number.isNaN(expiresAt.getTime());
    if (!valid || expiresAt.getTime() <= now.getTime()) {
      errors.push({ field: 'expiresAt', message: 'The token must expire in the future' });
    } else if (expiresAt.getTime() > now.getTime() + ACCESS_TOKEN_MAX_DAYS * DAY_MS) {
      errors.push({
        field: 'expiresAt',
        message: `A token can expire at most ${ACCESS_TOKEN_MAX_DAYS} days from now (or never)`,
      });
    }
  }
  if (errors.length > 0) return err(DomainError.validation(errors));
  const scopes = ACCESS_TOKEN_SCOPE_NAMES.filter((scope) => given.includes(scope));
  return ok({ name, scopes, expiresAt: expiresAt as Date | null });
}

/** Whether a token may use a route: the route names a scope, and the token holds it. */
export function tokenMayUse(
  tokenScopes: readonly AccessTokenScope[],
  routeScope: AccessTokenScope | null,
): 'allowed' | 'not-for-tokens' | 'missing-scope' {
  if (routeScope === null) return 'not-for-tokens';
  return tokenScopes.includes(routeScope) ? 'allowed' : 'missing-scope';
}

export const AccessTokenErrorCodes = {
  INVALID: 'ACCESS_TOKEN.INVALID',
  MISSING_SCOPE: 'ACCESS_TOKEN.MISSING_SCOPE',
  NOT_FOR_TOKENS: 'ACCESS_TOKEN.NOT_FOR_TOKENS',
  TOO_MANY: 'ACCESS_TOKEN.TOO_MANY',
  NOT_FOUND: 'ACCESS_TOKEN.NOT_FOUND',
} as const;
export type AccessTokenErrorCode = (typeof AccessTokenErrorCodes)[keyof typeof AccessTokenErrorCodes];

declare module '../kernel/domain-error.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorCodeRegistry extends Record<AccessTokenErrorCode, true> {}
}

/** The same answer for an unknown, expired or revoked token: a caller learns nothing more. */
export function invalidAccessTokenError(): DomainError {
  return new DomainError(
    AccessTokenErrorCodes.INVALID,
    'This access token is not valid: it may have expired or been revoked.',
  );
}

export function missingScopeError(scope: AccessTokenScope): DomainError {
  return new DomainError(
    AccessTokenErrorCodes.MISSING_SCOPE,
    `This access token lacks the ${scope} scope this request needs.`,
  );
}

export function notForTokensError(): DomainError {
  return new DomainError(
    AccessTokenErrorCodes.NOT_FOR_TOKENS,
    'This request cannot be made with an access token: sign in to the app instead.',
  );
}

export function tooManyAccessTokensError(): DomainError {
  return new DomainError(
    AccessTokenErrorCodes.TOO_MANY,
    `You have ${MAX_ACCESS_TOKENS} active tokens: revoke one before making another.`,
  );
}

export function accessTokenNotFoundError(): DomainError {
  return new DomainError(AccessTokenErrorCodes.NOT_FOUND, 'Access token not found.');
}
