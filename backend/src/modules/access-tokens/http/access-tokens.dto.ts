import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import {
  ACCESS_TOKEN_NAME_MAX,
  ACCESS_TOKEN_SCOPE_NAMES,
  type AccessTokenScope,
  type AccessTokenState,
} from '@nightlife/domain';
import { Type } from 'class-transformer';
import { IsArray, IsDate, IsDefined, IsOptional, IsString, IsUUID } from 'class-validator';

// The name's length, the scopes' membership and the expiry's range are the domain's rules
// (validateNewAccessToken).
export class CreateAccessTokenDto {
  @ApiProperty({ maxLength: ACCESS_TOKEN_NAME_MAX, example: 'Venue door list sync' })
  @IsDefined({ message: 'Name the token after the program that uses it' })
  @IsString({ message: 'name must be a string' })
  name!: string;

  @ApiProperty({
    type: 'array',
    items: { type: 'string', enum: ACCESS_TOKEN_SCOPE_NAMES },
    minItems: 1,
    example: ['events:read', 'guests:read'],
  })
  @IsArray({ message: 'scopes must be a list of scopes' })
  @IsString({ each: true, message: 'Each scope is a string' })
  scopes!: AccessTokenScope[];

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'At most 366 days ahead; omit or null for a token that lasts until revoked',
  })
  @IsOptional()
  @Type(() => Date)
  @IsDate({ message: 'expiresAt must be a date-time' })
  expiresAt?: Date | null;
}

export class AccessTokenParams {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'id must be a UUID' })
  id!: string;
}

@ApiSchema({ name: 'AccessToken' })
export class AccessTokenResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: 'array', items: { type: 'string', enum: ACCESS_TOKEN_SCOPE_NAMES } })
  scopes!: AccessTokenScope[];
  @ApiProperty({ enum: ['active', 'expired', 'revoked'] }) state!: AccessTokenState;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expiresAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'To the minute' })
  lastUsedAt!: string | null;
}

@ApiSchema({ name: 'NewAccessToken' })
export class NewAccessTokenResponse extends AccessTokenResponse {
  @ApiProperty({
    description: 'The secret to send as `Authorization: Bearer <token>`: shown this once',
    example: 'nlpat_3q2-7wEXAMPLEsecretEXAMPLEsecretEXAMPLEsecr',
  })
  token!: string;
}
