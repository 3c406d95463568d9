import { Injectable } from '@nestjs/common';
import {
  guestListCsv,
  guestListFileName,
  ok,
  requireEvent,
  type Result,
  TICKET_TYPE_INFO,
  TICKET_TYPES,
} from '@nightlife/domain';
import { toDate } from '../../platform/database/sql-values';
import { doorTicketOfRow, TicketCodes } from '../door';
import { SqlEventAccess } from '../event-access';
import { TicketsQuery } from './persistence/tickets.query';
import {
  type EventTicketsView,
  type IssuedTicketView,
  type MyTicketView,
  toIssuedTicketView,
} from './ticket-view';

/**
 * Reads of an event's tickets. The host's views answer anyone else with the 404 of an unknown
 * event (like the RSVP status change), a guest's own tickets need an event they can see.
 */
@Injectable()
export class TicketsService {
  constructor(
    private readonly events: SqlEventAccess,
    private readonly query: TicketsQuery,
    private readonly codes: TicketCodes,
  ) {}

  async forHost(eventId: string, callerId: string): Promise<Result<EventTicketsView>> {
    const gated = await requireEvent(this.events, { eventId }, callerId, 'manage');
    if (!gated.ok) return gated;
    const { event } = gated.value;
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
    const gated = await requireEvent(this.events, { eventId }, callerId, 'manage');
    if (!gated.ok) return gated;
    const rows = await this.query.guestList(eventId);
    return ok({
      fileName: guestListFileName(gated.value.event.title),
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

  /** The caller's door ticket, signed (none unless their RSVP holds one: door-ticket's doorTicketOf). */
  async mine(eventId: string, callerId: string): Promise<Result<MyTicketView[]>> {
    const gated = await requireEvent(this.events, { eventId }, callerId, 'view');
    if (!gated.ok) return gated;
    const row = await this.query.mine(eventId, callerId);
    const door = row && doorTicketOfRow(row);
    if (!row || !door) return ok([]);
    return ok([
      {
        id: row.ticket_id ?? row.id,
        rsvpId: row.id,
        guestName: row.guest_name,
        ticketType: door.tier,
        label: TICKET_TYPE_INFO[door.tier].label,
        price: TICKET_TYPE_INFO[door.tier].price,
        issuedAt: row.issued_at === null ? null : toDate(row.issued_at).toISOString(),
        partySize: door.party,
        version: door.version,
        code: await this.codes.codeFor(door),
      },
    ]);
  }

  async byId(ticketId: string): Promise<IssuedTicketView | null> {
    const row = await this.query.byId(ticketId);
    return row === null ? null : toIssuedTicketView(row);
  }
}
