import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { AGE_RESTRICTIONS, type EventFormValues } from '@nightlife/domain';
import { UserRsvpResponse } from '../../rsvps';
import { EventFieldValues } from './event-fields.api';
import { EventDetailResponse, EventSummaryResponse, LocationRevealResponse } from './event.response';

/** One of the host's events on the dashboard (My Events), drafts included. */
@ApiSchema({ name: 'DashboardEvent' })
export class DashboardEventResponse extends EventSummaryResponse {
  @ApiProperty() isDraft!: boolean;
  @ApiProperty() isPublished!: boolean;
  @ApiProperty({
    enum: ['draft', 'upcoming', 'live', 'past'],
    description: 'Badge: Draft, Upcoming, Live now (from its start to its end), or Past',
  })
  displayStatus!: 'draft' | 'upcoming' | 'live' | 'past';
}

/** An event the caller has an RSVP to (Attending), with that RSVP. */
@ApiSchema({ name: 'AttendingEvent' })
export class AttendingEventResponse extends EventSummaryResponse {
  @ApiProperty({ type: UserRsvpResponse, description: "The caller's RSVP" }) userRsvp!: UserRsvpResponse;
}

/** The caller's RSVP statistics (dashboard Overview). */
@ApiSchema({ name: 'RsvpStats' })
export class RsvpStatsResponse {
  @ApiProperty({ type: 'integer', description: "RSVPs to the caller's events" }) totalRsvps!: number;
  @ApiProperty({ type: 'integer' }) totalGoing!: number;
  @ApiProperty({ type: 'integer' }) totalMaybe!: number;
  @ApiProperty({ type: 'integer', description: "Plus-ones over every RSVP to the caller's events" })
  totalPlusOnes!: number;
  @ApiProperty({ type: 'integer', description: 'Events the caller RSVPd going to' }) attendingCount!: number;
}

/** The edit form's values: the domain's EventFormValues, its optional fields from EVENT_FIELDS. */
@ApiSchema({ name: 'EventFormValues' })
export class EventFormValuesResponse extends EventFieldValues implements EventFormValues {
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ format: 'date', description: 'YYYY-MM-DD in timeZone' }) eventDate!: string;
  @ApiProperty({ example: '20:00', description: 'HH:MM in timeZone' }) startTime!: string;
  @ApiProperty({ type: String, nullable: true, example: '02:00' }) endTime!: string | null;
  @ApiProperty({ example: 'America/Chicago' }) timeZone!: string;
  @ApiProperty({ enum: AGE_RESTRICTIONS }) ageRestriction!: string;
  @ApiProperty() unlimitedSpots!: boolean;
  @ApiProperty({ type: 'integer', nullable: true }) maxCapacity!: number | null;
  @ApiProperty() themeId!: string;
  @ApiProperty({ type: LocationRevealResponse }) locationReveal!: LocationRevealResponse;
}

/** GET /api/events/by-id/{id}: the event, and for its host the edit form's values. */
@ApiSchema({ name: 'EventById' })
export class EventByIdResponse extends EventDetailResponse {
  @ApiProperty({
    type: EventFormValuesResponse,
    nullable: true,
    description: "The edit form's values; only for the event's host",
  })
  form!: EventFormValuesResponse | null;
}
