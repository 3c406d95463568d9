import type { ErrorCode } from '@nightlife/domain';

/**
 * Codes of the HTTP edge, which the domain never answers: session, request parsing, CSRF and
 * rate limits. Domain codes come from each context (`@nightlife/domain`).
 */
export const TransportErrorCodes = {
  UNAUTHENTICATED: 'AUTH.UNAUTHENTICATED',
  MALFORMED_JSON: 'REQUEST.MALFORMED_JSON',
  TOO_LARGE: 'REQUEST.TOO_LARGE',
  CSRF_CROSS_ORIGIN: 'CSRF.CROSS_ORIGIN',
  RATE_LIMITED: 'RATE_LIMITED',
} as const;
export type TransportErrorCode = (typeof TransportErrorCodes)[keyof typeof TransportErrorCodes];

/** Every code the API can answer with. */
export type ApiErrorCode = ErrorCode | TransportErrorCode;
