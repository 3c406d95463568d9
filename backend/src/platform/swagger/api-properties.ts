import 'reflect-metadata';
import { DECORATORS } from '@nestjs/swagger';

/**
 * The properties a response class declares for the API document (@ApiProperty, its parents'
 * included), read as @nestjs/swagger reads them: the class decides what a response carries.
 */
export function apiPropertyNames<T>(type: abstract new () => T): (keyof T & string)[] {
  const keys: unknown = Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES_ARRAY, type.prototype) ?? [];
  return (keys as string[])
    .filter((key) => key.startsWith(':'))
    .map((key) => key.slice(1) as keyof T & string);
}
