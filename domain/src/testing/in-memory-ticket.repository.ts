import { err, ok, type Result } from '../kernel/result.js';
import { rsvpNotFoundError } from '../rsvps/rsvp-errors.js';
import {
  ticketAlreadyIssuedError,
  ticketRsvpNotEligibleError,
  ticketSoldOutError,
} from '../tickets/ticket-errors.js';
import { canHoldTicket, wouldExceedTicketCap, type Ticket } from '../tickets/ticket.js';
import type { TicketRepository } from '../tickets/ticket.repository.port.js';
import type { InMemoryRsvpRepository } from './in-memory-rsvp.repository.js';

/** TicketRepository over an InMemoryRsvpRepository's events, RSVPs and tickets, with the adapter's rules. */
export class InMemoryTicketRepository implements TicketRepository {
  constructor(private readonly rsvps: InMemoryRsvpRepository) {}

  async findEventHostId(eventId: string): Promise<string | null> {
    return this.rsvps.event(eventId)?.hostId ?? null;
  }

  async issueWithinCap(ticket: Ticket): Promise<Result<Ticket>> {
    const rsvp = this.rsvps.rsvp(ticket.rsvpId);
    if (!rsvp || rsvp.eventId !== ticket.eventId) return err(rsvpNotFoundError());
    if (!canHoldTicket(rsvp)) return err(ticketRsvpNotEligibleError());
    const tickets = [...this.rsvps.tickets.values()];
    if (tickets.some((other) => other.rsvpId === ticket.rsvpId)) return err(ticketAlreadyIssuedError());
    const ofType = tickets.filter((other) => other.eventId === ticket.eventId && other.type === ticket.type);
    if (wouldExceedTicketCap(ticket.type, ofType.length)) return err(ticketSoldOutError(ticket.type));
    this.rsvps.tickets.set(ticket.id, { ...ticket });
    return ok({ ...ticket });
  }
}
