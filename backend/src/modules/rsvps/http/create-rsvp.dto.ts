import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import {
  INVITE_CODE_MAX_LENGTH,
  MAX_PLUS_ONES,
  RSVP_EMOJIS,
  RSVP_LIMITS,
  RSVP_MESSAGES,
} from '@nightlife/domain';
import { IsBoolean, IsDefined, IsInt, IsOptional, IsString, MaxLength } from 'class-validator';

const RESPONSE_PROPERTY = {
  enum: ['going', 'maybe', 'cant_go', 'cant-go'],
  description: "Stored and returned as going | maybe | cant_go; 'cant-go' is accepted too",
};

// The DTO checks presence and types; the content rules (spelling of the response, ranges,
// lengths, emoji list) live in the domain's validateRsvpFields.
export class CreateRsvpDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: RSVP_LIMITS.guestName,
    description: "Blank or absent: the user's first and last name, or 'Anonymous'",
    example: 'Nova Reyes',
  })
  @IsOptional()
  @IsString({ message: 'Guest name must be text' })
  guestName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'email' })
  @IsOptional()
  @IsString({ message: RSVP_MESSAGES.guestEmail })
  guestEmail?: string | null;

  @ApiProperty(RESPONSE_PROPERTY)
  @IsDefined({ message: RSVP_MESSAGES.response })
  @IsString({ message: RSVP_MESSAGES.response })
  response!: string;

  @ApiPropertyOptional({ type: String, nullable: true, enum: RSVP_EMOJIS })
  @IsOptional()
  @IsString({ message: RSVP_MESSAGES.emoji })
  emoji?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: RSVP_LIMITS.message })
  @IsOptional()
  @IsString({ message: 'Message must be text' })
  message?: string | null;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: MAX_PLUS_ONES, default: 0 })
  @IsOptional()
  @IsInt({ message: RSVP_MESSAGES.plusOnes })
  plusOnes?: number;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: INVITE_CODE_MAX_LENGTH,
    example: 'q3Jd8sKx0bZ1vT4mN7pL2w',
    description:
      "The invite code of the event's invitation link (`?invite=`): an invite-only event takes an RSVP only with it, unless the caller's RSVP is current (ADR 0038)",
  })
  @IsOptional()
  @IsString({ message: 'inviteCode must be text' })
  @MaxLength(INVITE_CODE_MAX_LENGTH, { message: 'inviteCode is too long' })
  inviteCode?: string | null;
}

/** A change of the caller's RSVP: the fields sent replace the stored ones, the others stay. */
export class ChangeRsvpDto extends PartialType(OmitType(CreateRsvpDto, ['response', 'inviteCode'])) {
  // Not inherited: IsDefined would still demand it (class-validator runs it before IsOptional).
  @ApiPropertyOptional(RESPONSE_PROPERTY)
  @IsOptional()
  @IsString({ message: RSVP_MESSAGES.response })
  response?: string;

  @ApiPropertyOptional({
    type: Boolean,
    description:
      'Hide me: true takes the RSVP off the guest list others see (still counted; the host sees it); false shows it again',
  })
  @IsOptional()
  @IsBoolean({ message: 'Hidden must be true or false' })
  hidden?: boolean;
}
