import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { INVITE_CODE_MAX_LENGTH, MAX_PLUS_ONES, RSVP_MESSAGES } from '@nightlife/domain';
import { IsInt, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

/** POST /api/events/{slug}/waitlist: the party that waits (the guest and their plus-ones). */
export class JoinWaitlistDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: MAX_PLUS_ONES, default: 0 })
  @IsOptional()
  @IsInt({ message: RSVP_MESSAGES.plusOnes })
  plusOnes?: number;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: INVITE_CODE_MAX_LENGTH,
    description: "The invite code of the event's invitation link: an invite-only event needs it (ADR 0038)",
  })
  @IsOptional()
  @IsString({ message: 'inviteCode must be text' })
  @MaxLength(INVITE_CODE_MAX_LENGTH, { message: 'inviteCode is too long' })
  inviteCode?: string | null;
}

/** The host's routes under /api/events/{eventId}/waitlist (its own class: events imports this module). */
export class WaitlistEventParams {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'eventId must be a UUID' })
  eventId!: string;
}

export class OfferIdParams {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'offerId must be a UUID' })
  offerId!: string;
}

/** POST /api/events/{eventId}/waitlist/offers: the waiting party the host offers places to. */
export class OfferByHandDto {
  @ApiProperty({ format: 'uuid', description: "The waiting party's RSVP id" })
  @IsUUID('all', { message: 'rsvpId must be a UUID' })
  rsvpId!: string;
}

@ApiSchema({ name: 'WaitlistOffer' })
export class WaitlistOfferResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: 'integer', minimum: 1, description: 'The places it holds: the whole party' })
  places!: number;
  @ApiProperty({ format: 'date-time', description: 'After this the places pass to the next party' })
  expiresAt!: string;
  @ApiProperty({ example: 'America/Chicago', description: "The event's zone, which the deadline is told in" })
  timeZone!: string;
}

@ApiSchema({ name: 'WaitlistStatus' })
export class WaitlistStatusResponse {
  @ApiProperty({
    type: 'integer',
    nullable: true,
    minimum: 1,
    description: "The caller's turn among the waiting parties; null when not waiting (or offered)",
  })
  position!: number | null;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: '1 + plus-ones; null when not on the waitlist',
  })
  partySize!: number | null;
  @ApiProperty({ type: WaitlistOfferResponse, nullable: true, description: 'The open offer, if any' })
  offer!: WaitlistOfferResponse | null;
}

@ApiSchema({ name: 'WaitlistParty' })
export class WaitlistPartyResponse {
  @ApiProperty({ format: 'uuid' }) rsvpId!: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String }) userId!: string | null;
  @ApiProperty() guestName!: string;
  @ApiProperty({ type: 'integer', minimum: 1 }) partySize!: number;
  @ApiProperty({ enum: ['waitlisted', 'offered'] }) status!: 'waitlisted' | 'offered';
  @ApiProperty({ format: 'date-time' }) joinedAt!: string;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Turn among the waiting; null once offered' })
  position!: number | null;
  @ApiProperty({ type: WaitlistOfferResponse, nullable: true }) offer!: WaitlistOfferResponse | null;
}
