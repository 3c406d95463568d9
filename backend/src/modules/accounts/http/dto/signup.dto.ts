import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ACCOUNT_TYPES, FIELD_LIMITS, type AccountType } from '@nightlife/domain';
import { IsDefined, IsIn, IsOptional, IsString } from 'class-validator';

// The DTO checks presence and types; the content rules (lengths, patterns, reserved names,
// password minimum per account type) live in the domain's validateSignup.
export class SignupDto {
  @ApiProperty({
    minLength: FIELD_LIMITS.username.min,
    maxLength: FIELD_LIMITS.username.max,
    example: 'nightowl',
  })
  @IsDefined({ message: 'Username is required' })
  @IsString({ message: 'Username must be text' })
  username!: string;

  @ApiProperty({ maxLength: FIELD_LIMITS.firstName.max, example: 'Nova' })
  @IsDefined({ message: 'First name is required' })
  @IsString({ message: 'First name must be text' })
  firstName!: string;

  @ApiProperty({ maxLength: FIELD_LIMITS.lastName.max, example: 'Reyes' })
  @IsDefined({ message: 'Last name is required' })
  @IsString({ message: 'Last name must be text' })
  lastName!: string;

  @ApiProperty({ maxLength: FIELD_LIMITS.email.max, example: 'nova@example.com' })
  @IsDefined({ message: 'Email is required' })
  @IsString({ message: 'Email must be text' })
  email!: string;

  @ApiProperty({
    maxLength: FIELD_LIMITS.password.max,
    description: 'At least 8 characters (attendee) or 6 (host); not one of the most common passwords',
  })
  @IsDefined({ message: 'Password is required' })
  @IsString({ message: 'Password must be text' })
  password!: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: FIELD_LIMITS.phoneNumber.max,
    example: '+1 555 010 0199',
  })
  @IsOptional()
  @IsString({ message: 'Phone number must be text' })
  phoneNumber?: string | null;

  @ApiPropertyOptional({
    enum: ACCOUNT_TYPES,
    description:
      "host signs up a promoter. When absent: host if phoneNumber is sent (even empty or null; the spec's host signup), else attendee",
  })
  @IsOptional()
  @IsIn(ACCOUNT_TYPES, { message: "Account type must be 'attendee' or 'host'" })
  accountType?: AccountType;
}
