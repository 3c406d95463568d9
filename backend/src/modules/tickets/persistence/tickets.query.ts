import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { RsvpResponse, RsvpStatus, TicketType } from '@nightlife/domain';
import { listedSql } from '../../rsvps';

export interface IssuedTicketRow {
  id: string;
  rsvp_id: string;
  ticket_type: TicketType;
  issued_at: Date | string;
  guest_name: string;
}

export interface MyRsvpTicketRow {
  id: string;
  event_id: string;
  guest_name: string;
  response: RsvpResponse;
  status: RsvpStatus;
  plus_ones: number;
  ticket_version: number;
  created_at: Date | string;
  ticket_id: string | null;
  ticket_type: TicketType | null;
  issued_at: Date | string | null;
}

export interface GuestListRow {
  guest_name: string;
  response: RsvpResponse;
  status: RsvpStatus;
  plus_ones: number;
  ticket_type: TicketType | null;
}

const ISSUED_TICKET_FROM = `select t.id, t.rsvp_id, t.ticket_type, t.issued_at, r.guest_name
  from tickets t join rsvps r on r.id = t.rsvp_id`;

/** Read side of tickets: the host's list, the guest list export and a guest's own tickets. */
@Injectable()
export class TicketsQuery {
  constructor(private readonly em: EntityManager) {}

  /** The event's tickets in the order they were issued. */
  async issued(eventId: string): Promise<IssuedTicketRow[]> {
    return this.em.execute<IssuedTicketRow[]>(
      `${ISSUED_TICKET_FROM}
       where t.event_id = ?
       order by t.issued_at, t.id`,
      [eventId],
    );
  }

  async byId(ticketId: string): Promise<IssuedTicketRow | null> {
    const [row] = await this.em.execute<IssuedTicketRow[]>(`${ISSUED_TICKET_FROM} where t.id = ?`, [
      ticketId,
    ]);
    return row ?? null;
  }

  /** Every RSVP of the event, oldest first, with its ticket's type. */
  async guestList(eventId: string): Promise<GuestListRow[]> {
    return this.em.execute<GuestListRow[]>(
      `select r.guest_name, r.response, r.status, r.plus_ones, t.ticket_type
       from rsvps r left join tickets t on t.rsvp_id = r.id
       where r.event_id = ? and ${listedSql('r')}
       order by r.created_at, r.id`,
      [eventId],
    );
  }

  /** This user's RSVP to the event with the ticket issued to it, if any. */
  async mine(eventId: string, userId: string): Promise<MyRsvpTicketRow | null> {
    const [row] = await this.em.execute<MyRsvpTicketRow[]>(
      `select r.id, r.event_id, r.guest_name, r.response, r.status, r.plus_ones, r.ticket_version,
         r.created_at, t.id as ticket_id, t.ticket_type, t.issued_at
       from rsvps r left join tickets t on t.rsvp_id = r.id
       where r.event_id = ? and r.user_id = ?`,
      [eventId, userId],
    );
    return row ?? null;
  }
}
