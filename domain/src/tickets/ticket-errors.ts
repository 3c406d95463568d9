import { DomainError } from '../kernel/domain-error.js';
import { TICKET_TYPE_INFO, type TicketType } from './ticket.js';

/** The tickets context's error codes. */
export const TicketErrorCodes = {
  SOLD_OUT: 'TICKET.SOLD_OUT',
  ALREADY_ISSUED: 'TICKET.ALREADY_ISSUED',
  RSVP_NOT_ELIGIBLE: 'TICKET.RSVP_NOT_ELIGIBLE',
} as const;
export type TicketErrorCode = (typeof TicketErrorCodes)[keyof typeof TicketErrorCodes];

declare module '../kernel/domain-error.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorCodeRegistry extends Record<TicketErrorCode, true> {}
}

export function ticketSoldOutError(type: TicketType): DomainError {
  const { label, cap } = TICKET_TYPE_INFO[type];
  return new DomainError(TicketErrorCodes.SOLD_OUT, `All ${cap} ${label} tickets have been issued.`);
}

export function ticketAlreadyIssuedError(): DomainError {
  return new DomainError(TicketErrorCodes.ALREADY_ISSUED, 'This guest already has a ticket.');
}

export function ticketRsvpNotEligibleError(): DomainError {
  return new DomainError(
    TicketErrorCodes.RSVP_NOT_ELIGIBLE,
    "Tickets are only for guests who are going or maybe, and whom you haven't declined.",
  );
}
