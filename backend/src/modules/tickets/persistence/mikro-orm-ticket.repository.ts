import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  canHoldTicket,
  err,
  ok,
  rsvpNotFoundError,
  ticketAlreadyIssuedError,
  ticketRsvpNotEligibleError,
  ticketSoldOutError,
  wouldExceedTicketCap,
  type Result,
  type Ticket,
  type TicketRepository,
} from '@nightlife/domain';
import { RSVP_COLUMNS, toRsvp, type RsvpRow } from '../../rsvps/persistence/rsvp.mapper';

/** Tickets in PostgreSQL with raw parameterised SQL, like the RSVPs they belong to. */
@Injectable()
export class MikroOrmTicketRepository implements TicketRepository {
  constructor(private readonly orm: MikroORM) {}

  private get connection() {
    return this.orm.em.getConnection();
  }

  async findEventHostId(eventId: string): Promise<string | null> {
    const [row] = await this.connection.execute<{ host_id: string }[]>(
      `select host_id from events where id = ?`,
      [eventId],
    );
    return row?.host_id ?? null;
  }

  async issueWithinCap(ticket: Ticket): Promise<Result<Ticket>> {
    return this.connection.transactional(async (trx) => {
      // The event row lock (also taken by RSVP creation and status changes) serialises this
      // event's issues: each counts after the previous one committed, so a cap is never passed
      // (READ COMMITTED: the next statements see what the transactions waited for committed).
      const [locked] = await this.connection.execute<{ id: string }[]>(
        `select id from events where id = ? for update`,
        [ticket.eventId],
        'all',
        trx,
      );
      const [row] = await this.connection.execute<
        (RsvpRow & { has_ticket: boolean; issued_of_type: number })[]
      >(
        `select ${RSVP_COLUMNS},
           exists (select 1 from tickets t where t.rsvp_id = r.id) as has_ticket,
           (select count(*) from tickets t where t.event_id = r.event_id and t.ticket_type = ?)::int
             as issued_of_type
         from rsvps r where r.id = ? and r.event_id = ?`,
        [ticket.type, ticket.rsvpId, ticket.eventId],
        'all',
        trx,
      );
      if (!locked || !row) return err(rsvpNotFoundError());
      if (!canHoldTicket(toRsvp(row))) return err(ticketRsvpNotEligibleError());
      if (row.has_ticket) return err(ticketAlreadyIssuedError());
      if (wouldExceedTicketCap(ticket.type, row.issued_of_type)) return err(ticketSoldOutError(ticket.type));
      await this.connection.execute(
        `insert into tickets (id, event_id, rsvp_id, ticket_type, issued_at) values (?, ?, ?, ?, ?)`,
        [ticket.id, ticket.eventId, ticket.rsvpId, ticket.type, ticket.issuedAt],
        'run',
        trx,
      );
      return ok(ticket);
    });
  }
}
