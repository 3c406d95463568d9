import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

export class ListEventRsvpsQuery {
  @ApiProperty({ format: 'uuid' })
  @IsDefined({ message: 'eventId is required' })
  @IsUUID('all', { message: 'eventId must be a UUID' })
  eventId!: string;

  @ApiPropertyOptional({
    description: "The invite code of the event's invitation link, for an invite-only event (ADR 0038)",
    maxLength: 100,
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  invite?: string;
}
