import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

/** PUT/DELETE /api/events/{event}: the path GET reads a slug from (events.controller.ts). */
export class EventPathParams {
  @ApiProperty({ format: 'uuid', description: "The event's id" })
  @IsUUID('all', { message: 'event must be the event id (a UUID)' })
  event!: string;
}

/** GET /api/events/by-id/{id}. */
export class EventByIdParams {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'id must be a UUID' })
  id!: string;
}

/** The routes under /api/events/{eventId}/ (tickets, guest list, announcements). */
export class EventIdParams {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'eventId must be a UUID' })
  eventId!: string;
}
