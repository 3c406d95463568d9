import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsUUID } from 'class-validator';

export class ListEventRsvpsQuery {
  @ApiProperty({ format: 'uuid' })
  @IsDefined({ message: 'eventId is required' })
  @IsUUID('all', { message: 'eventId must be a UUID' })
  eventId!: string;
}
