import {
  doorTicketOf,
  type DoorTicket,
  type RsvpResponse,
  type RsvpStatus,
  type TicketType,
} from '@nightlife/domain';

/** An RSVP row with its issued ticket's type, as the door's and the tickets' queries read it. */
export interface DoorTicketRow {
  id: string;
  event_id: string;
  response: RsvpResponse;
  status: RsvpStatus;
  plus_ones: number;
  ticket_version: number;
  ticket_type: TicketType | null;
}

/** The row's door ticket (domain doorTicketOf), or null when it holds none. */
export function doorTicketOfRow(row: DoorTicketRow): DoorTicket | null {
  return doorTicketOf(
    {
      id: row.id,
      eventId: row.event_id,
      response: row.response,
      status: row.status,
      plusOnes: row.plus_ones,
      ticketVersion: row.ticket_version,
    },
    row.ticket_type ? { type: row.ticket_type } : null,
  );
}
