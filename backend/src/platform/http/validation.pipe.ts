import {
  type ArgumentMetadata,
  type PipeTransform,
  ValidationPipe,
  type ValidationError,
  type ValidationPipeOptions,
} from '@nestjs/common';
import type { FieldError } from '@nightlife/domain';
import { DomainException } from './domain.exception';

/**
 * DTO validation: nothing is converted implicitly, and every failure becomes 400
 * VALIDATION.FAILED with one message per invalid field. Unknown body and path fields are
 * refused; unknown query parameters (cache busters such as `_=123`, `utm_*` campaign tags that
 * links carry) are dropped, since the page that sent them cannot leave them out.
 */
export function createValidationPipe(): PipeTransform {
  const strict = new ValidationPipe(validationOptions({ forbidUnknown: true }));
  const lenient = new ValidationPipe(validationOptions({ forbidUnknown: false }));
  return {
    transform: (value: unknown, metadata: ArgumentMetadata) =>
      (metadata.type === 'query' ? lenient : strict).transform(value, metadata) as unknown,
  };
}

function validationOptions({ forbidUnknown }: { forbidUnknown: boolean }): ValidationPipeOptions {
  return {
    whitelist: true,
    forbidNonWhitelisted: forbidUnknown,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) =>
      DomainException.of('VALIDATION.FAILED', 'Some fields are not valid.', flattenValidationErrors(errors)),
  };
}

export function flattenValidationErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flattenValidationErrors(error.children ?? [], field)];
  });
}
