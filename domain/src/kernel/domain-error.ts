/** Stable error codes shared by the API contract (docs/api-contract.md) and every client. */
export const ErrorCodes = {
  VALIDATION_FAILED: 'VALIDATION.FAILED',
  REQUEST_MALFORMED_JSON: 'REQUEST.MALFORMED_JSON',
  REQUEST_TOO_LARGE: 'REQUEST.TOO_LARGE',
  REQUEST_MALFORMED_BODY: 'REQUEST.MALFORMED_BODY',
  REQUEST_TOO_DEEP: 'REQUEST.TOO_DEEP',
  REQUEST_INVALID_CHARACTER: 'REQUEST.INVALID_CHARACTER',
  REQUEST_MALFORMED_URL: 'REQUEST.MALFORMED_URL',
  REQUEST_UNSUPPORTED_MEDIA_TYPE: 'REQUEST.UNSUPPORTED_MEDIA_TYPE',
  AUTH_UNAUTHENTICATED: 'AUTH.UNAUTHENTICATED',
  AUTH_INVALID_CREDENTIALS: 'AUTH.INVALID_CREDENTIALS',
  AUTH_USERNAME_TAKEN: 'AUTH.USERNAME_TAKEN',
  AUTH_EMAIL_TAKEN: 'AUTH.EMAIL_TAKEN',
  CSRF_CROSS_ORIGIN: 'CSRF.CROSS_ORIGIN',
  RATE_LIMITED: 'RATE_LIMITED',
  EVENT_NOT_FOUND: 'EVENT.NOT_FOUND',
  RSVP_ALREADY_EXISTS: 'RSVP.ALREADY_EXISTS',
  RSVP_CAPACITY_REACHED: 'RSVP.CAPACITY_REACHED',
  RSVP_EVENT_PAST: 'RSVP.EVENT_PAST',
  RSVP_NOT_FOUND: 'RSVP.NOT_FOUND',
  CONNECTION_SELF: 'CONNECTION.SELF',
  USER_NOT_FOUND: 'USER.NOT_FOUND',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  INTERNAL: 'INTERNAL',
} as const;

export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];

/** Every code once, for exhaustive tables and drift tests. */
export const ERROR_CODES: readonly ErrorCode[] = Object.values(ErrorCodes);

export interface FieldError {
  field: string;
  message: string;
}

/** An expected failure with a stable code; deliberately not an Error (no stack, never thrown). */
export class DomainError {
  constructor(
    readonly code: ErrorCode,
    readonly message: string,
    readonly fieldErrors?: FieldError[],
  ) {}

  static validation(fieldErrors: FieldError[]): DomainError {
    return new DomainError(ErrorCodes.VALIDATION_FAILED, 'Some fields are not valid.', fieldErrors);
  }
}
