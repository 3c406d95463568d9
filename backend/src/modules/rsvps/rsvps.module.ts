import { Module } from '@nestjs/common';
import { type Clock, CreateRsvpUseCase, type IdGenerator, UpdateRsvpStatusUseCase } from '@nightlife/domain';
import { CLOCK, ID_GENERATOR } from '../../platform/kernel/kernel.tokens';
import { GuestListService } from './guest-list.service';
import { RsvpsController } from './http/rsvps.controller';
import { GuestListQuery } from './persistence/guest-list.query';
import { SqlEventPlacesStore } from './persistence/sql-event-places.store';

// The rsvps table's schema is registered by the events module (which reads RSVP counts); this
// module writes RSVPs, tickets and event places with raw SQL through SqlEventPlacesStore, the one
// writer of who holds a place (ADR 0018).
@Module({
  controllers: [RsvpsController],
  exports: [SqlEventPlacesStore],
  providers: [
    SqlEventPlacesStore,
    GuestListQuery,
    GuestListService,
    {
      provide: CreateRsvpUseCase,
      inject: [SqlEventPlacesStore, ID_GENERATOR, CLOCK],
      useFactory: (places: SqlEventPlacesStore, ids: IdGenerator, clock: Clock) =>
        new CreateRsvpUseCase(places, ids, clock),
    },
    {
      provide: UpdateRsvpStatusUseCase,
      inject: [SqlEventPlacesStore],
      useFactory: (places: SqlEventPlacesStore) => new UpdateRsvpStatusUseCase(places),
    },
  ],
})
export class RsvpsModule {}
