import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { INVITATION_CODE_PATTERN } from '@nightlife/domain';
import { IsString, IsUUID, Matches } from 'class-validator';
import { UserRsvpResponse } from './user-rsvp.response';

export class InvitationCodeParams {
  @ApiProperty({ pattern: INVITATION_CODE_PATTERN.source, example: 'q3Jd8sKx0bZ1vT4mN7pL2w' })
  @Matches(INVITATION_CODE_PATTERN, { message: 'code must be an invitation code' })
  code!: string;
}

export class InvitationIdParams {
  @ApiProperty({ example: 'neon-static-opening-night' })
  @IsString()
  slug!: string;
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'invitationId must be a UUID' })
  invitationId!: string;
}

/** One +1's link as its inviter sees it. */
@ApiSchema({ name: 'PlusOneLink' })
export class PlusOneLinkResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({
    pattern: INVITATION_CODE_PATTERN.source,
    description: 'The secret of the link /event/{slug}/invite/{code}',
  })
  code!: string;
  @ApiProperty({ enum: ['open', 'claimed'], description: 'Open: a friend may claim it' })
  state!: 'open' | 'claimed';
  @ApiProperty({ type: String, nullable: true, description: "The claimant's name on the guest list" })
  claimedBy!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) claimedAt!: string | null;
}

@ApiSchema({ name: 'InvitationEvent' })
export class InvitationEventResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'neon-static-opening-night' })
  @IsString()
  slug!: string;
  @ApiProperty({ example: 'Neon Static: Opening Night' }) title!: string;
  @ApiProperty({ format: 'date-time' }) startsAt!: string;
  @ApiProperty({ example: 'America/Chicago', description: 'The zone the start is told in' })
  timeZone!: string;
}

/** What a +1 link says to whoever opens it. */
@ApiSchema({ name: 'InvitationPreview' })
export class InvitationPreviewResponse {
  @ApiProperty({
    enum: ['open', 'claimed', 'closed'],
    description: 'Closed: withdrawn by the inviter, or their +1 is gone',
  })
  state!: 'open' | 'claimed' | 'closed';
  @ApiProperty({ example: 'Ana Ruiz', description: "The inviter's name on the guest list" })
  inviterName!: string;
  @ApiProperty({ description: 'The caller is the inviter: it is their own link' }) yours!: boolean;
  @ApiProperty({ type: InvitationEventResponse }) event!: InvitationEventResponse;
}

@ApiSchema({ name: 'ClaimedInvitation' })
export class ClaimedInvitationResponse {
  @ApiProperty({ example: 'neon-static-opening-night', description: 'The ticket is at /event/{slug}/ticket' })
  eventSlug!: string;
  @ApiProperty({ type: UserRsvpResponse, description: "The claimant's own RSVP" }) rsvp!: UserRsvpResponse;
}
