import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { type Clock, CreateEventUseCase, type IdGenerator } from '@nightlife/domain';
import { CLOCK, ID_GENERATOR } from '../../platform/kernel/kernel.tokens';
import { EventViewsService } from './event-views.service';
import { EventsController } from './http/events.controller';
import { EventSchema } from './persistence/event.schema';
import { EventViewsQuery } from './persistence/event-views.query';
import { MikroOrmEventRepository } from './persistence/mikro-orm-event.repository';
import { RsvpSchema } from './persistence/rsvp.schema';
import { PublicEventPages } from './public-event-pages';

@Module({
  imports: [MikroOrmModule.forFeature([EventSchema, RsvpSchema])],
  controllers: [EventsController],
  providers: [
    EventViewsQuery,
    EventViewsService,
    PublicEventPages,
    MikroOrmEventRepository,
    {
      provide: CreateEventUseCase,
      inject: [MikroOrmEventRepository, ID_GENERATOR, CLOCK],
      useFactory: (events: MikroOrmEventRepository, ids: IdGenerator, clock: Clock) =>
        new CreateEventUseCase(events, ids, clock),
    },
  ],
  // The page HTML (frontend hosting, outside Nest's routing) reads events as a visitor.
  exports: [PublicEventPages],
})
export class EventsModule {}
