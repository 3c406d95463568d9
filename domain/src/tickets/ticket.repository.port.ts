import type { Result } from '../kernel/result.js';
import type { Ticket } from './ticket.js';

export interface TicketRepository {
  /** The event's host, or null when there is no such event. */
  findEventHostId(eventId: string): Promise<string | null>;

  /**
   * Stores the ticket, atomically with respect to the event's other tickets and RSVP status
   * changes (concurrent issues never pass a cap): refused, in this order, with RSVP.NOT_FOUND when
   * the event has no such RSVP, TICKET.RSVP_NOT_ELIGIBLE when the RSVP (as stored now) may not
   * hold one (`canHoldTicket`), TICKET.ALREADY_ISSUED when the RSVP has a ticket,
   * TICKET.SOLD_OUT when `wouldExceedTicketCap` for the event's tickets of that type.
   */
  issueWithinCap(ticket: Ticket): Promise<Result<Ticket>>;
}
