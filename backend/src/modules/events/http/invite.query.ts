import { ApiPropertyOptional } from '@nestjs/swagger';
import { INVITE_CODE_MAX_LENGTH } from '@nightlife/domain';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * The invite code of an invitation link (`/event/{slug}?invite={code}`, ADR 0038): what lets the
 * holder see an invite-only event. A wrong code is no error: the event answers as if it were sent
 * without one (404 when invite only).
 */
export class InviteQuery {
  @ApiPropertyOptional({
    description: "The invite code of the event's invitation link; needed for an invite-only event",
    example: 'q3Jd8sKx0bZ1vT4mN7pL2w',
    maxLength: INVITE_CODE_MAX_LENGTH,
  })
  @IsOptional()
  @IsString()
  @MaxLength(INVITE_CODE_MAX_LENGTH)
  invite?: string;
}
