import { DomainError, ErrorCodes } from '../kernel/domain-error.js';

// Built here so the use cases and every RsvpRepository adapter report the same codes and texts.
export function eventNotFoundError(): DomainError {
  return new DomainError(ErrorCodes.EVENT_NOT_FOUND, "Sorry, we couldn't find that event.");
}

export function rsvpAlreadyExistsError(): DomainError {
  return new DomainError(ErrorCodes.RSVP_ALREADY_EXISTS, "You've already RSVP'd to this event.");
}

export function rsvpCapacityReachedError(): DomainError {
  return new DomainError(ErrorCodes.RSVP_CAPACITY_REACHED, 'This event is full: no spots are left.');
}

export function rsvpEventPastError(): DomainError {
  return new DomainError(ErrorCodes.RSVP_EVENT_PAST, 'This event is over: RSVPs are closed.');
}

export function rsvpNotFoundError(): DomainError {
  return new DomainError(ErrorCodes.RSVP_NOT_FOUND, 'RSVP not found.');
}
