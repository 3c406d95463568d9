import { Module } from '@nestjs/common';
import { type Clock, type IdGenerator, IssueTicketUseCase } from '@nightlife/domain';
import { CLOCK, ID_GENERATOR } from '../../platform/kernel/kernel.tokens';
import { TicketsController } from './http/tickets.controller';
import { MikroOrmTicketRepository } from './persistence/mikro-orm-ticket.repository';
import { TicketsQuery } from './persistence/tickets.query';
import { TicketsService } from './tickets.service';

// The tickets table (migration Migration20261125000200_tickets) is written and read with raw
// SQL, like the rsvps it belongs to; no entity maps it.
@Module({
  controllers: [TicketsController],
  providers: [
    MikroOrmTicketRepository,
    TicketsQuery,
    TicketsService,
    {
      provide: IssueTicketUseCase,
      inject: [MikroOrmTicketRepository, ID_GENERATOR, CLOCK],
      useFactory: (tickets: MikroOrmTicketRepository, ids: IdGenerator, clock: Clock) =>
        new IssueTicketUseCase(tickets, ids, clock),
    },
  ],
})
export class TicketsModule {}
