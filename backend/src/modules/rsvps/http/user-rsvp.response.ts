import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { RSVP_RESPONSES, type RsvpResponse } from '@nightlife/domain';

/** The caller's own RSVP (POST .../rsvp answers it; event views carry it as userRsvp). */
@ApiSchema({ name: 'UserRsvp' })
export class UserRsvpResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: RSVP_RESPONSES }) response!: RsvpResponse;
  @ApiProperty({ type: String, nullable: true }) emoji!: string | null;
  @ApiProperty({ type: String, nullable: true }) message!: string | null;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 5 }) plusOnes!: number;
  @ApiProperty() guestName!: string;
  @ApiProperty({ type: String, nullable: true }) guestEmail!: string | null;
  @ApiProperty() status!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the guest reconfirmed on the day (POST /api/events/{slug}/rsvp/reconfirm)',
  })
  reconfirmedAt!: string | null;
}
