import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import type { Clock } from '@nightlife/domain';
import { EventViewsService } from './event-views.service';
import { EVENTS_CLOCK } from './events.tokens';
import { EventsController } from './http/events.controller';
import { EventSchema } from './persistence/event.schema';
import { EventViewsQuery } from './persistence/event-views.query';
import { RsvpSchema } from './persistence/rsvp.schema';

const systemClock: Clock = { now: () => new Date() };

@Module({
  imports: [MikroOrmModule.forFeature([EventSchema, RsvpSchema])],
  controllers: [EventsController],
  providers: [EventViewsQuery, EventViewsService, { provide: EVENTS_CLOCK, useValue: systemClock }],
})
export class EventsModule {}
