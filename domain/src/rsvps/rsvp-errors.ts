import { DomainError } from '../kernel/domain-error.js';
import { RSVP_STATES, type RsvpStatus } from './rsvp-lifecycle.js';

/** The RSVP context's error codes. */
export const RsvpErrorCodes = {
  ALREADY_EXISTS: 'RSVP.ALREADY_EXISTS',
  CAPACITY_REACHED: 'RSVP.CAPACITY_REACHED',
  EVENT_PAST: 'RSVP.EVENT_PAST',
  NOT_FOUND: 'RSVP.NOT_FOUND',
  NOT_CHANGEABLE: 'RSVP.NOT_CHANGEABLE',
  NOT_PENDING: 'RSVP.NOT_PENDING',
  NOT_RECONFIRMABLE: 'RSVP.NOT_RECONFIRMABLE',
  TRANSITION_NOT_ALLOWED: 'RSVP.TRANSITION_NOT_ALLOWED',
} as const;
export type RsvpErrorCode = (typeof RsvpErrorCodes)[keyof typeof RsvpErrorCodes];

declare module '../kernel/domain-error.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorCodeRegistry extends Record<RsvpErrorCode, true> {}
}

// Built here so the use cases and every RsvpRepository adapter report the same codes and texts.
export function rsvpAlreadyExistsError(): DomainError {
  return new DomainError(RsvpErrorCodes.ALREADY_EXISTS, "You've already RSVP'd to this event.");
}

/** `waitlist`: the full event has a waitlist the guest may join instead (a problem member). */
export function rsvpCapacityReachedError(waitlist = false): DomainError {
  return new DomainError(
    RsvpErrorCodes.CAPACITY_REACHED,
    waitlist
      ? 'This event is full: no spots are left. You can join the waitlist.'
      : 'This event is full: no spots are left.',
    undefined,
    undefined,
    waitlist ? { waitlist: true } : undefined,
  );
}

export function rsvpEventPastError(): DomainError {
  return new DomainError(RsvpErrorCodes.EVENT_PAST, 'This event is over: RSVPs are closed.');
}

export function rsvpNotFoundError(): DomainError {
  return new DomainError(RsvpErrorCodes.NOT_FOUND, 'RSVP not found.');
}

export function rsvpTransitionNotAllowedError(from: RsvpStatus, to: RsvpStatus): DomainError {
  return new DomainError(
    RsvpErrorCodes.TRANSITION_NOT_ALLOWED,
    `An RSVP that is ${RSVP_STATES[from].label.toLowerCase()} cannot become ${RSVP_STATES[to].label.toLowerCase()}.`,
  );
}

export function rsvpNotChangeableError(status: RsvpStatus): DomainError {
  return new DomainError(
    RsvpErrorCodes.NOT_CHANGEABLE,
    `An RSVP that is ${RSVP_STATES[status].label.toLowerCase()} cannot be changed.`,
  );
}

export function rsvpNotPendingError(status: RsvpStatus): DomainError {
  return new DomainError(
    RsvpErrorCodes.NOT_PENDING,
    `An RSVP that is ${RSVP_STATES[status].label.toLowerCase()} is not waiting for approval.`,
  );
}

export function rsvpNotReconfirmableError(): DomainError {
  return new DomainError(
    RsvpErrorCodes.NOT_RECONFIRMABLE,
    'There is nothing to reconfirm: the host asks going guests on the day, until the deadline.',
  );
}
