import type { ErrorCode } from '@nightlife/domain';

/**
 * Codes of the HTTP edge, which the domain never answers: session, request parsing, CSRF and
 * rate limits. Domain codes come from each context (`@nightlife/domain`).
 */
export const TransportErrorCodes = {
  UNAUTHENTICATED: 'AUTH.UNAUTHENTICATED',
  MALFORMED_JSON: 'REQUEST.MALFORMED_JSON',
  TOO_LARGE: 'REQUEST.TOO_LARGE',
  MALFORMED_BODY: 'REQUEST.MALFORMED_BODY',
  TOO_DEEP: 'REQUEST.TOO_DEEP',
  INVALID_CHARACTER: 'REQUEST.INVALID_CHARACTER',
  MALFORMED_URL: 'REQUEST.MALFORMED_URL',
  UNSUPPORTED_MEDIA_TYPE: 'REQUEST.UNSUPPORTED_MEDIA_TYPE',
  CSRF_CROSS_ORIGIN: 'CSRF.CROSS_ORIGIN',
  RATE_LIMITED: 'RATE_LIMITED',
} as const;
export type TransportErrorCode = (typeof TransportErrorCodes)[keyof typeof TransportErrorCodes];

/** Every code the API can answer with. */
export type ApiErrorCode = ErrorCode | TransportErrorCode;
