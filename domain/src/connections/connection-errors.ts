import { DomainError } from '../kernel/domain-error.js';

/** The connections context's error codes. */
export const ConnectionErrorCodes = {
  SELF: 'CONNECTION.SELF',
} as const;
export type ConnectionErrorCode = (typeof ConnectionErrorCodes)[keyof typeof ConnectionErrorCodes];

declare module '../kernel/domain-error.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorCodeRegistry extends Record<ConnectionErrorCode, true> {}
}

export function connectToSelfError(): DomainError {
  return new DomainError(ConnectionErrorCodes.SELF, "You can't connect with yourself.");
}
