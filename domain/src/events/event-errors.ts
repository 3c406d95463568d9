import { DomainError } from '../kernel/domain-error.js';

/** The events context's error codes. */
export const EventErrorCodes = {
  NOT_FOUND: 'EVENT.NOT_FOUND',
  GUEST_LIST_PRIVATE: 'EVENT.GUEST_LIST_PRIVATE',
} as const;
export type EventErrorCode = (typeof EventErrorCodes)[keyof typeof EventErrorCodes];

declare module '../kernel/domain-error.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorCodeRegistry extends Record<EventErrorCode, true> {}
}

/** The host keeps the guest list from the caller (guestListVisibility); the event itself is visible. */
export function guestListPrivateError(message: string): DomainError {
  return new DomainError(EventErrorCodes.GUEST_LIST_PRIVATE, message);
}

/** An unknown event, or one the caller may not see (the same answer, so drafts stay private). */
export function eventNotFoundError(): DomainError {
  return new DomainError(EventErrorCodes.NOT_FOUND, "Sorry, we couldn't find that event.");
}
