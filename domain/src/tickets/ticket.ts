import { stands, type RsvpStatus } from '../rsvps/rsvp-lifecycle.js';
import type { RsvpResponse } from '../rsvps/rsvp-response.js';

/** The three fixed ticket types (spec 2 §2.7, §9): the keys are the API's `ticketType` values. */
export const TICKET_TYPES = ['general', 'vip', 'backstage'] as const;

export type TicketType = (typeof TICKET_TYPES)[number];

export interface TicketTypeInfo {
  label: string;
  price: string;
  /** How many of this type one event may issue; null for unlimited. */
  cap: number | null;
}

export const TICKET_TYPE_INFO: Readonly<Record<TicketType, TicketTypeInfo>> = {
  general: { label: 'General Admission', price: 'Free', cap: null },
  vip: { label: 'VIP Access', price: 'Premium', cap: 20 },
  backstage: { label: 'Backstage Pass', price: 'Exclusive', cap: 5 },
};

export function isTicketType(value: unknown): value is TicketType {
  return typeof value === 'string' && (TICKET_TYPES as readonly string[]).includes(value);
}

/** A ticket the host issued to one RSVP of their event: at most one per RSVP. */
export interface Ticket {
  id: string;
  eventId: string;
  rsvpId: string;
  type: TicketType;
  issuedAt: Date;
}

/** Whether issuing one more ticket of this type would pass its cap, given how many the event has. */
export function wouldExceedTicketCap(type: TicketType, issuedOfType: number): boolean {
  const { cap } = TICKET_TYPE_INFO[type];
  return cap !== null && issuedOfType + 1 > cap;
}

/** Tickets are for guests who are coming or may come, with an RSVP that stands (ADR 0015). */
export function canHoldTicket(rsvp: { response: RsvpResponse; status: RsvpStatus }): boolean {
  return rsvp.response !== 'cant_go' && stands(rsvp);
}
