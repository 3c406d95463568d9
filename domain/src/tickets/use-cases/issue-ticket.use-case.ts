import { gateEvent } from '../../events/event-access.js';
import type { Clock } from '../../kernel/clock.port.js';
import { DomainError } from '../../kernel/domain-error.js';
import type { IdGenerator } from '../../kernel/id-generator.port.js';
import { err, type Result } from '../../kernel/result.js';
import type { EventPlacesStore } from '../../rsvps/event-places.port.js';
import { isTicketType, TICKET_TYPES, type Ticket } from '../ticket.js';

export interface IssueTicketInput {
  eventId: string;
  rsvpId: unknown;
  ticketType: unknown;
  callerId: string;
}

/**
 * The event's host issues one of the fixed ticket types to one of its guests. To anyone else the
 * event's tickets do not exist (EVENT.NOT_FOUND, like an unknown event); an RSVP of another
 * event is RSVP.NOT_FOUND. Eligibility and the caps are EventPlaces' rules.
 */
export class IssueTicketUseCase {
  constructor(
    private readonly places: EventPlacesStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: IssueTicketInput): Promise<Result<Ticket>> {
    const errors = [];
    if (typeof input.rsvpId !== 'string' || input.rsvpId === '') {
      errors.push({ field: 'rsvpId', message: 'Please choose an attendee' });
    }
    if (!isTicketType(input.ticketType)) {
      errors.push({ field: 'ticketType', message: `Ticket type must be one of ${TICKET_TYPES.join(', ')}` });
    }
    if (errors.length > 0) return err(DomainError.validation(errors));
    const rsvpId = input.rsvpId as string;
    const ticket: Ticket = {
      id: this.ids.next(),
      eventId: input.eventId,
      rsvpId,
      type: input.ticketType as Ticket['type'],
      issuedAt: this.clock.now(),
    };
    return this.places.update({ eventId: input.eventId }, { rsvpIds: [rsvpId] }, (places) => {
      const gated = gateEvent(places.event, { userId: input.callerId }, 'manage');
      return gated.ok ? places.issueTicket(ticket) : gated;
    });
  }
}
