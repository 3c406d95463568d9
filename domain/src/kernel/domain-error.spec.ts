import { DomainError, ERROR_CODES, ErrorCodes } from './domain-error.js';
import { err, ok } from './result.js';

describe('error codes', () => {
  it('are exactly the codes of the API contract', () => {
    expect([...ERROR_CODES].sort()).toEqual(
      [
        'VALIDATION.FAILED',
        'REQUEST.MALFORMED_JSON',
        'REQUEST.TOO_LARGE',
        'REQUEST.MALFORMED_BODY',
        'REQUEST.TOO_DEEP',
        'REQUEST.INVALID_CHARACTER',
        'REQUEST.MALFORMED_URL',
        'REQUEST.UNSUPPORTED_MEDIA_TYPE',
        'AUTH.UNAUTHENTICATED',
        'AUTH.INVALID_CREDENTIALS',
        'AUTH.USERNAME_TAKEN',
        'AUTH.EMAIL_TAKEN',
        'CSRF.CROSS_ORIGIN',
        'RATE_LIMITED',
        'EVENT.NOT_FOUND',
        'RSVP.ALREADY_EXISTS',
        'RSVP.CAPACITY_REACHED',
        'RSVP.EVENT_PAST',
        'RSVP.NOT_FOUND',
        'CONNECTION.SELF',
        'USER.NOT_FOUND',
        'NOT_FOUND',
        'METHOD_NOT_ALLOWED',
        'INTERNAL',
      ].sort(),
    );
  });

  it('builds validation failures carrying their field errors', () => {
    const error = DomainError.validation([{ field: 'email', message: 'Email is required' }]);
    expect(error.code).toBe(ErrorCodes.VALIDATION_FAILED);
    expect(error.fieldErrors).toEqual([{ field: 'email', message: 'Email is required' }]);
  });
});

describe('Result', () => {
  it('tells success from failure by ok', () => {
    expect(ok(3)).toEqual({ ok: true, value: 3 });
    const error = new DomainError(ErrorCodes.EVENT_NOT_FOUND, 'Event not found');
    expect(err(error)).toEqual({ ok: false, error });
  });
});
