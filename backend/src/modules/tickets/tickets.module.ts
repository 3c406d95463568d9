import { Module } from '@nestjs/common';
import { type Clock, type IdGenerator, IssueTicketUseCase } from '@nightlife/domain';
import { CLOCK, ID_GENERATOR } from '../../platform/kernel/kernel.tokens';
import { TicketsController } from './http/tickets.controller';
import { RsvpsModule } from '../rsvps/rsvps.module';
import { SqlEventPlacesStore } from '../rsvps/persistence/sql-event-places.store';
import { TicketsQuery } from './persistence/tickets.query';
import { TicketsService } from './tickets.service';

// The tickets table (migration Migration20261125000200_tickets) is read with raw SQL, like the
// rsvps it belongs to; no entity maps it. Tickets are written by the RSVP module's places store.
@Module({
  imports: [RsvpsModule],
  controllers: [TicketsController],
  providers: [
    TicketsQuery,
    TicketsService,
    {
      provide: IssueTicketUseCase,
      inject: [SqlEventPlacesStore, ID_GENERATOR, CLOCK],
      useFactory: (places: SqlEventPlacesStore, ids: IdGenerator, clock: Clock) =>
        new IssueTicketUseCase(places, ids, clock),
    },
  ],
})
export class TicketsModule {}
