import type { Result } from '../kernel/result.js';
import type { Rsvp } from '../rsvps/rsvp.js';
import type { Ticket } from './ticket.js';

export interface TicketRepository {
  /** The event's host, or null when there is no such event. */
  findEventHostId(eventId: string): Promise<string | null>;

  findRsvp(rsvpId: string): Promise<Rsvp | null>;

  /**
   * Stores the ticket, atomically with respect to the event's other tickets and RSVP status
   * changes (concurrent issues never pass a cap): refused with TICKET.ALREADY_ISSUED when the
   * RSVP has a ticket, TICKET.RSVP_NOT_ELIGIBLE when the RSVP (as stored now) may not hold one
   * (`canHoldTicket`), TICKET.SOLD_OUT when `wouldExceedTicketCap` for the event's tickets of
   * that type, RSVP.NOT_FOUND when the RSVP is gone.
   */
  issueWithinCap(ticket: Ticket): Promise<Result<Ticket>>;
}
