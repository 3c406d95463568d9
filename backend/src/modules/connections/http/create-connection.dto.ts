import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { CONNECTION_STATUS, type Connection } from '@nightlife/domain';
import { IsDefined, IsUUID, ValidateIf } from 'class-validator';

/**
 * The profile page sends `{toUserId}` (spec 2 §7), the ticket page `{userId}` (spec 1 §7): the
 * same request, so either name is accepted (both only when they agree).
 */
export class CreateConnectionDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'The user to connect with (or toUserId)' })
  @ValidateIf((body: CreateConnectionDto) => body.userId !== undefined || body.toUserId === undefined)
  @IsUUID('all', { message: 'userId must be a UUID' })
  @IsDefined({ message: 'userId is required' })
  userId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The user to connect with (or userId)' })
  @ValidateIf((body: CreateConnectionDto) => body.toUserId !== undefined)
  @IsUUID('all', { message: 'toUserId must be a UUID' })
  toUserId?: string;
}

@ApiSchema({ name: 'Connection' })
export class ConnectionResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) toUserId!: string;
  @ApiProperty({ enum: [CONNECTION_STATUS] }) status!: Connection['status'];
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}
