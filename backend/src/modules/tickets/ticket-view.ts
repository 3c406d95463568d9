import { TICKET_TYPE_INFO, type TicketType } from '@nightlife/domain';
import type { IssuedTicketRow } from './persistence/tickets.query';
import { toDate } from '../../platform/database/sql-values';

/** An issued ticket (docs/api-contract.md, IssuedTicket). */
export interface IssuedTicketView {
  id: string;
  rsvpId: string;
  guestName: string;
  ticketType: TicketType;
  label: string;
  price: string;
  issuedAt: string;
}

/** The caller's ticket to show at the door (docs/api-contract.md, MyTicket). */
export interface MyTicketView {
  /** The issued ticket's id; the RSVP's for the General Admission an RSVP holding a place has. */
  id: string;
  rsvpId: string;
  guestName: string;
  ticketType: TicketType;
  label: string;
  price: string;
  /** When the host issued it; null for the General Admission that comes with the RSVP. */
  issuedAt: string | null;
  partySize: number;
  version: number;
  /** The signed code its QR carries (ADR 0030). */
  code: string;
}

/** One of the fixed ticket types with how many of it the event has issued. */
export interface TicketTypeSummaryView {
  ticketType: TicketType;
  label: string;
  price: string;
  cap: number | null;
  issued: number;
}

export interface EventTicketsView {
  /** The managed event's title and slug, for the page header and its links. */
  eventTitle: string;
  eventSlug: string;
  types: TicketTypeSummaryView[];
  tickets: IssuedTicketView[];
}

export function toIssuedTicketView(row: IssuedTicketRow): IssuedTicketView {
  const info = TICKET_TYPE_INFO[row.ticket_type];
  return {
    id: row.id,
    rsvpId: row.rsvp_id,
    guestName: row.guest_name,
    ticketType: row.ticket_type,
    label: info.label,
    price: info.price,
    issuedAt: toDate(row.issued_at).toISOString(),
  };
}
