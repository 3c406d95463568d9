import { Module } from '@nestjs/common';
import { type Clock, CreateRsvpUseCase, type IdGenerator, UpdateRsvpStatusUseCase } from '@nightlife/domain';
import { CLOCK, ID_GENERATOR } from '../../platform/kernel/kernel.tokens';
import { GuestListService } from './guest-list.service';
import { RsvpsController } from './http/rsvps.controller';
import { GuestListQuery } from './persistence/guest-list.query';
import { MikroOrmRsvpRepository } from './persistence/mikro-orm-rsvp.repository';

// The rsvps table's schema is registered by the events module (which reads RSVP counts);
// this module writes it with raw SQL through MikroOrmRsvpRepository.
@Module({
  controllers: [RsvpsController],
  providers: [
    MikroOrmRsvpRepository,
    GuestListQuery,
    GuestListService,
    {
      provide: CreateRsvpUseCase,
      inject: [MikroOrmRsvpRepository, ID_GENERATOR, CLOCK],
      useFactory: (rsvps: MikroOrmRsvpRepository, ids: IdGenerator, clock: Clock) =>
        new CreateRsvpUseCase(rsvps, ids, clock),
    },
    {
      provide: UpdateRsvpStatusUseCase,
      inject: [MikroOrmRsvpRepository],
      useFactory: (rsvps: MikroOrmRsvpRepository) => new UpdateRsvpStatusUseCase(rsvps),
    },
  ],
})
export class RsvpsModule {}
