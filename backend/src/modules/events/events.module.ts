import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import {
  type Clock,
  CreateEventUseCase,
  DeleteEventUseCase,
  type IdGenerator,
  RegenerateInviteCodeUseCase,
  UpdateEventUseCase,
} from '@nightlife/domain';
import { CLOCK, ID_GENERATOR, SECRET_CODES } from '../../platform/kernel/kernel.tokens';
import { CalendarFeedService } from './calendar-feed.service';
import { EventViewsService } from './event-views.service';
import { CalendarFeedController } from './http/calendar-feed.controller';
import { EventsController } from './http/events.controller';
import { HostEventsController } from './http/host-events.controller';
import { HostEventsService } from './host-events.service';
import { EventSchema } from './persistence/event.schema';
import { CalendarFeedQuery } from './persistence/calendar-feed.query';
import { EventViewsQuery } from './persistence/event-views.query';
import { MikroOrmEventRepository } from './persistence/mikro-orm-event.repository';
import { PublicEventPages } from './public-event-pages';

@Module({
  imports: [MikroOrmModule.forFeature([EventSchema])],
  // HostEventsController first: its 'events/rsvp-stats' before EventsController's 'events/:event'.
  controllers: [HostEventsController, EventsController, CalendarFeedController],
  providers: [
    CalendarFeedQuery,
    CalendarFeedService,
    EventViewsQuery,
    EventViewsService,
    HostEventsService,
    PublicEventPages,
    MikroOrmEventRepository,
    {
      provide: CreateEventUseCase,
      inject: [MikroOrmEventRepository, ID_GENERATOR, CLOCK, SECRET_CODES],
      useFactory: (events: MikroOrmEventRepository, ids: IdGenerator, clock: Clock, codes: IdGenerator) =>
        new CreateEventUseCase(events, ids, clock, codes),
    },
    {
      provide: UpdateEventUseCase,
      inject: [MikroOrmEventRepository, CLOCK, ID_GENERATOR, SECRET_CODES],
      useFactory: (events: MikroOrmEventRepository, clock: Clock, ids: IdGenerator, codes: IdGenerator) =>
        new UpdateEventUseCase(events, clock, ids, codes),
    },
    {
      provide: RegenerateInviteCodeUseCase,
      inject: [MikroOrmEventRepository, SECRET_CODES],
      useFactory: (events: MikroOrmEventRepository, codes: IdGenerator) =>
        new RegenerateInviteCodeUseCase(events, codes),
    },
    {
      provide: DeleteEventUseCase,
      inject: [MikroOrmEventRepository],
      useFactory: (events: MikroOrmEventRepository) => new DeleteEventUseCase(events),
    },
  ],
  // The page HTML (frontend hosting, outside Nest's routing) reads events as a visitor.
  exports: [PublicEventPages],
})
export class EventsModule {}
