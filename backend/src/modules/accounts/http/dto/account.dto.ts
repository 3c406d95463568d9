import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import {
  AGE_RESTRICTIONS,
  EVENT_LIMITS,
  FIELD_LIMITS,
  type AgeRestriction,
  type UserSettings,
  type UserSettingsInput,
} from '@nightlife/domain';
import { IsBoolean, IsDefined, IsOptional, IsString, ValidateIf } from 'class-validator';

export class ChangePasswordDto {
  @ApiProperty({ maxLength: FIELD_LIMITS.password.max })
  @IsDefined({ message: 'Current password is required' })
  @IsString({ message: 'Current password must be text' })
  currentPassword!: string;

  @ApiProperty({
    minLength: 6,
    maxLength: FIELD_LIMITS.password.max,
    description: 'Not one of the most common passwords',
  })
  @IsDefined({ message: 'New password is required' })
  @IsString({ message: 'New password must be text' })
  newPassword!: string;
}

export class DeleteAccountDto {
  @ApiProperty({ maxLength: FIELD_LIMITS.password.max, description: 'The account’s password, to confirm' })
  @IsDefined({ message: 'Password is required' })
  @IsString({ message: 'Password must be text' })
  password!: string;
}

@ApiSchema({ name: 'UserSettings' })
export class UserSettingsDto implements UserSettings {
  @ApiProperty({ enum: AGE_RESTRICTIONS, description: 'Prefills the age restriction of a new event' })
  defaultAgeRestriction!: AgeRestriction;

  @ApiProperty({ type: String, nullable: true, description: 'Prefills the location of a new event' })
  defaultLocation!: string | null;

  @ApiProperty({ description: 'Announcements from hosts by email' })
  emailNotifications!: boolean;

  @ApiProperty({ description: 'Announcements from hosts by text message' })
  textNotifications!: boolean;
}

export class UpdateUserSettingsDto implements UserSettingsInput {
  @ApiPropertyOptional({ enum: AGE_RESTRICTIONS })
  @ValidateIf((_object, value) => value !== undefined)
  @IsString({ message: 'Default age restriction must be text' })
  defaultAgeRestriction?: AgeRestriction;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: EVENT_LIMITS.location })
  @IsOptional()
  @IsString({ message: 'Default location must be text' })
  defaultLocation?: string | null;

  @ApiPropertyOptional()
  @ValidateIf((_object, value) => value !== undefined)
  @IsBoolean({ message: 'emailNotifications must be true or false' })
  emailNotifications?: boolean;

  @ApiPropertyOptional()
  @ValidateIf((_object, value) => value !== undefined)
  @IsBoolean({ message: 'textNotifications must be true or false' })
  textNotifications?: boolean;
}
