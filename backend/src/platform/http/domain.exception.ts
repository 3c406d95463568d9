import type { DomainError, ErrorCode, FieldError, Result } from '@nightlife/domain';

/** Carries a DomainError out of a controller, guard or middleware to the problem filter. */
export class DomainException extends Error {
  constructor(readonly error: Pick<DomainError, 'code' | 'message' | 'fieldErrors'>) {
    super(error.message);
    this.name = 'DomainException';
  }

  static of(code: ErrorCode, message: string, fieldErrors?: FieldError[]): DomainException {
    return new DomainException({ code, message, fieldErrors });
  }
}

/** The success value of a use case's Result, or a DomainException the filter renders. */
export function unwrapOrThrow<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw new DomainException(result.error);
}
