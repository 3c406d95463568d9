import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

/** PUT/DELETE /api/events/{event}: the path GET reads a slug from (events.controller.ts). */
export class EventPathParams {
  @ApiProperty({ format: 'uuid', description: "The event's id" })
  @IsUUID('all', { message: 'event must be the event id (a UUID)' })
  event!: string;
}

export class EventIdParams {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'id must be a UUID' })
  id!: string;
}
