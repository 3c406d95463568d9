import { ApiProperty } from '@nestjs/swagger';
import { HOST_SET_STATUSES, type RsvpStatus } from '@nightlife/domain';
import { IsDefined, IsString, IsUUID } from 'class-validator';

const STATUS_MESSAGE = `Status must be one of ${HOST_SET_STATUSES.join(', ')}`;

export class RsvpIdParams {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'rsvpId must be a UUID' })
  rsvpId!: string;
}

// Membership of the status list is checked by the domain's UpdateRsvpStatusUseCase.
export class UpdateRsvpStatusDto {
  @ApiProperty({ enum: HOST_SET_STATUSES })
  @IsDefined({ message: STATUS_MESSAGE })
  @IsString({ message: STATUS_MESSAGE })
  status!: RsvpStatus;
}
