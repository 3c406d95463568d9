import { Module } from '@nestjs/common';
import { CreateRsvpUseCase, UpdateRsvpStatusUseCase, UuidV7Generator, type Clock } from '@nightlife/domain';
import { GuestListService } from './guest-list.service';
import { RsvpsController } from './http/rsvps.controller';
import { GuestListQuery } from './persistence/guest-list.query';
import { MikroOrmRsvpRepository } from './persistence/mikro-orm-rsvp.repository';

const systemClock: Clock = { now: () => new Date() };

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
      inject: [MikroOrmRsvpRepository],
      useFactory: (rsvps: MikroOrmRsvpRepository) =>
        new CreateRsvpUseCase(rsvps, new UuidV7Generator(), systemClock),
    },
    {
      provide: UpdateRsvpStatusUseCase,
      inject: [MikroOrmRsvpRepository],
      useFactory: (rsvps: MikroOrmRsvpRepository) => new UpdateRsvpStatusUseCase(rsvps),
    },
  ],
})
export class RsvpsModule {}
