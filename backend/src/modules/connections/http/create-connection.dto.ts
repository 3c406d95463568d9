import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { CONNECTION_STATUS, type Connection } from '@nightlife/domain';
import { IsDefined, IsUUID } from 'class-validator';

export class CreateConnectionDto {
  @ApiProperty({ format: 'uuid', description: 'The user to connect with' })
  @IsDefined({ message: 'userId is required' })
  @IsUUID('all', { message: 'userId must be a UUID' })
  userId!: string;
}

@ApiSchema({ name: 'Connection' })
export class ConnectionResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) toUserId!: string;
  @ApiProperty({ enum: [CONNECTION_STATUS] }) status!: Connection['status'];
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}
