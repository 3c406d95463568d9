import { ValidationPipe, type ValidationError } from '@nestjs/common';
import type { FieldError } from '@nightlife/domain';
import { DomainException } from './domain.exception';

/**
 * DTO validation: unknown fields are refused, nothing is converted implicitly, and every
 * failure becomes 400 VALIDATION.FAILED with one message per invalid field.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) =>
      DomainException.of('VALIDATION.FAILED', 'Some fields are not valid.', flattenValidationErrors(errors)),
  });
}

export function flattenValidationErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flattenValidationErrors(error.children ?? [], field)];
  });
}
