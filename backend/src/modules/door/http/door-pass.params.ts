import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { EventIdParams } from '../../events';

export class DoorPassParams extends EventIdParams {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'passId must be a UUID' })
  passId!: string;
}
