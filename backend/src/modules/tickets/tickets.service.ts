import { Injectable } from '@nestjs/common';
import {
  canManageEvent,
  canViewEvent,
  err,
  eventNotFoundError,
  guestListCsv,
  guestListFileName,
  ok,
  type Result,
  TICKET_TYPE_INFO,
  TICKET_TYPES,
} from '@nightlife/domain';
import { type TicketEventRow, TicketsQuery } from './persistence/tickets.query';
import { type EventTicketsView, type IssuedTicketView, toIssuedTicketView } from './ticket-view';

const accessFacts = (event: TicketEventRow) => ({
  hostId: event.host_id,
  isDraft: event.is_draft,
  isPublished: event.is_published,
});

/**
 * Reads of an event's tickets. The host's views answer anyone else with the 404 of an unknown
 * event (like the RSVP status change), a guest's own tickets need an event they can see.
 */
@Injectable()
export class TicketsService {
  constructor(private readonly query: TicketsQuery) {}

  async forHost(eventId: string, callerId: string): Promise<Result<EventTicketsView>> {
    const event = await this.managedEvent(eventId, callerId);
    if (event === null) return err(eventNotFoundError());
    const tickets = (await this.query.issued(eventId)).map(toIssuedTicketView);
    return ok({
      eventTitle: event.title,
      eventSlug: event.slug,
      types: TICKET_TYPES.map((ticketType) => ({
        ticketType,
        ...TICKET_TYPE_INFO[ticketType],
        issued: tickets.filter((ticket) => ticket.ticketType === ticketType).length,
      })),
      tickets,
    });
  }

  async guestListExport(
    eventId: string,
    callerId: string,
  ): Promise<Result<{ fileName: string; csv: string }>> {
    const event = await this.managedEvent(eventId, callerId);
    if (event === null) return err(eventNotFoundError());
    const rows = await this.query.guestList(eventId);
    return ok({
      fileName: guestListFileName(event.title),
      csv: guestListCsv(
        rows.map((row) => ({
          guestName: row.guest_name,
          response: row.response,
          status: row.status,
          plusOnes: row.plus_ones,
          ticketType: row.ticket_type,
        })),
      ),
    });
  }

  async mine(eventId: string, callerId: string): Promise<Result<IssuedTicketView[]>> {
    const event = await this.query.event(eventId);
    if (event === null || !canViewEvent(accessFacts(event), { userId: callerId }))
      return err(eventNotFoundError());
    return ok((await this.query.mine(eventId, callerId)).map(toIssuedTicketView));
  }

  /** The event when the caller hosts it; null for an unknown event and for anyone else alike. */
  private async managedEvent(eventId: string, callerId: string): Promise<TicketEventRow | null> {
    const event = await this.query.event(eventId);
    return event !== null && canManageEvent(accessFacts(event), { userId: callerId }) ? event : null;
  }

  async byId(ticketId: string): Promise<IssuedTicketView | null> {
    const row = await this.query.byId(ticketId);
    return row === null ? null : toIssuedTicketView(row);
  }
}
