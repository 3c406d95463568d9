import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { CURRENT_STATUSES, RSVP_RESPONSES, type RsvpResponse } from '@nightlife/domain';
import type { RsvpUserView, RsvpWithUserView } from '../rsvp-view';

@ApiSchema({ name: 'RsvpUser' })
export class RsvpUserResponse implements RsvpUserView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() username!: string;
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty({ type: String, nullable: true }) avatar!: string | null;
  @ApiProperty() isVerified!: boolean;
  @ApiProperty({ type: String, nullable: true }) location!: string | null;
}

@ApiSchema({ name: 'RsvpWithUser' })
export class RsvpWithUserResponse implements RsvpWithUserView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) userId!: string | null;
  @ApiProperty() guestName!: string;
  @ApiProperty({ enum: RSVP_RESPONSES }) response!: RsvpResponse;
  @ApiProperty({ type: String, nullable: true }) emoji!: string | null;
  @ApiProperty({ type: String, nullable: true }) message!: string | null;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 5 }) plusOnes!: number;
  @ApiProperty({
    enum: CURRENT_STATUSES,
    description: "'pending' (a request) only in its event's host's view",
  })
  status!: string;
  @ApiProperty({
    description:
      'The attendee hid themselves from the guest list; only the host and the attendee see such a row',
  })
  hidden!: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the guest reconfirmed on the day (events with reconfirmation); null otherwise',
  })
  reconfirmedAt!: string | null;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description:
      "The RSVP whose +1 link this guest claimed: they came in that guest's party (its id; the list may not show it). null otherwise",
  })
  partyOf!: string | null;
  @ApiProperty({ type: RsvpUserResponse, nullable: true }) user!: RsvpUserResponse | null;
}
