import { Module } from '@nestjs/common';
import { type Clock, DecideRequestsUseCase, type IdGenerator, IssueTicketUseCase } from '@nightlife/domain';
import { CLOCK, ID_GENERATOR } from '../../platform/kernel/kernel.tokens';
import { TicketsController } from './http/tickets.controller';
import { DoorModule } from '../door';
import { EventAccessModule } from '../event-access';
import { RsvpsModule, SqlEventPlacesStore } from '../rsvps';
import { TicketsQuery } from './persistence/tickets.query';
import { TicketsService } from './tickets.service';

// The tickets table (migration Migration20261125000200_tickets) is read with raw SQL, like the
// rsvps it belongs to; no entity maps it. Tickets are written by the RSVP module's places store.
@Module({
  imports: [RsvpsModule, EventAccessModule, DoorModule],
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
    {
      provide: DecideRequestsUseCase,
      inject: [SqlEventPlacesStore],
      useFactory: (places: SqlEventPlacesStore) => new DecideRequestsUseCase(places),
    },
  ],
})
export class TicketsModule {}
