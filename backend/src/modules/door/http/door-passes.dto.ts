import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import {
  DOOR_PASS_NAME_MAX,
  DOOR_PASS_ROLES,
  type DoorPassRole,
  type DoorPassState,
} from '@nightlife/domain';
import { Type } from 'class-transformer';
import { IsDate, IsDefined, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

// The name's length and the role's membership are the domain's rules (validateNewDoorPass).
export class CreateDoorPassDto {
  @ApiProperty({ maxLength: DOOR_PASS_NAME_MAX, example: 'Main door phone' })
  @IsDefined({ message: 'Name the pass after the device or person' })
  @IsString({ message: 'name must be a string' })
  name!: string;

  @ApiPropertyOptional({ enum: DOOR_PASS_ROLES, default: 'scanner' })
  @IsOptional()
  @IsString({ message: `Role must be one of ${DOOR_PASS_ROLES.join(', ')}` })
  role?: DoorPassRole;

  @ApiPropertyOptional({ format: 'date-time', description: "Default: 6 hours after the event's end" })
  @IsOptional()
  @Type(() => Date)
  @IsDate({ message: 'expiresAt must be a date-time' })
  expiresAt?: Date;
}

export class DoorPassSignInDto {
  @ApiProperty({ description: "The secret in the pass's link" })
  @IsString({ message: 'token must be a string' })
  @MaxLength(64, { message: 'token must be at most 64 characters' })
  token!: string;

  @ApiProperty({ pattern: '^[0-9]{6}$', example: '042917' })
  @IsString({ message: 'The PIN is 6 digits' })
  @Matches(/^[0-9]{6}$/, { message: 'The PIN is 6 digits' })
  pin!: string;
}

@ApiSchema({ name: 'DoorPass' })
export class DoorPassResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: DOOR_PASS_ROLES }) role!: DoorPassRole;
  @ApiProperty({ enum: ['active', 'expired', 'revoked', 'locked'] }) state!: DoorPassState;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastUsedAt!: string | null;
}

@ApiSchema({ name: 'NewDoorPass' })
export class NewDoorPassResponse extends DoorPassResponse {
  @ApiProperty({
    description: "The secret of the pass's link (/door/{eventId}?pass={token}): shown this once",
  })
  token!: string;
  @ApiProperty({ pattern: '^[0-9]{6}$', description: 'The PIN: shown this once' }) pin!: string;
}

@ApiSchema({ name: 'DoorPassSignedIn' })
export class DoorPassSignedInResponse {
  @ApiProperty({ format: 'uuid' }) eventId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: DOOR_PASS_ROLES }) role!: DoorPassRole;
}
