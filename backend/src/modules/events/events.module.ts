import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { type Clock, CreateEventUseCase, UuidV7Generator } from '@nightlife/domain';
import { EventViewsService } from './event-views.service';
import { EVENTS_CLOCK } from './events.tokens';
import { EventsController } from './http/events.controller';
import { EventSchema } from './persistence/event.schema';
import { EventViewsQuery } from './persistence/event-views.query';
import { MikroOrmEventRepository } from './persistence/mikro-orm-event.repository';
import { RsvpSchema } from './persistence/rsvp.schema';
import { PublicEventPages } from './public-event-pages';

const systemClock: Clock = { now: () => new Date() };

@Module({
  imports: [MikroOrmModule.forFeature([EventSchema, RsvpSchema])],
  controllers: [EventsController],
  providers: [
    EventViewsQuery,
    EventViewsService,
    PublicEventPages,
    MikroOrmEventRepository,
    { provide: EVENTS_CLOCK, useValue: systemClock },
    {
      provide: CreateEventUseCase,
      inject: [MikroOrmEventRepository, EVENTS_CLOCK],
      useFactory: (events: MikroOrmEventRepository, clock: Clock) =>
        new CreateEventUseCase(events, new UuidV7Generator(), clock),
    },
  ],
  // The page HTML (frontend hosting, outside Nest's routing) reads events as a visitor.
  exports: [PublicEventPages],
})
export class EventsModule {}
