import type { FieldError, ProblemExtensions, Result } from '@nightlife/domain';
import type { ApiErrorCode } from './transport-errors';

/** Carries a DomainError (or a transport error) out of a controller, guard or middleware to the problem filter. */
export class DomainException extends Error {
  constructor(
    readonly error: {
      code: ApiErrorCode;
      message: string;
      fieldErrors?: FieldError[];
      retryAt?: Date;
      extensions?: ProblemExtensions;
    },
  ) {
    super(error.message);
    this.name = 'DomainException';
  }

  static of(code: ApiErrorCode, message: string, fieldErrors?: FieldError[]): DomainException {
    return new DomainException({ code, message, fieldErrors });
  }
}

/** The success value of a use case's Result, or a DomainException the filter renders. */
export function unwrapOrThrow<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw new DomainException(result.error);
}
