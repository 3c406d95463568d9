import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { AGE_RESTRICTIONS, type EventFormValues } from '@nightlife/domain';
import type { AttendingEventView, DashboardEventView, EventByIdView, RsvpStatsView } from '../event-view';
import { UserRsvpResponse } from '../../rsvps';
import { EventDetailResponse, EventSummaryResponse } from './event.response';

@ApiSchema({ name: 'DashboardEvent' })
export class DashboardEventResponse extends EventSummaryResponse implements DashboardEventView {
  @ApiProperty() isDraft!: boolean;
  @ApiProperty() isPublished!: boolean;
  @ApiProperty({
    enum: ['draft', 'upcoming', 'past'],
    description: "Badge: Draft, Upcoming, or 'Live' for past (spec 2 §4)",
  })
  displayStatus!: 'draft' | 'upcoming' | 'past';
}

@ApiSchema({ name: 'AttendingEvent' })
export class AttendingEventResponse extends EventSummaryResponse implements AttendingEventView {
  @ApiProperty({ type: UserRsvpResponse, description: "The caller's RSVP" }) userRsvp!: UserRsvpResponse;
}

@ApiSchema({ name: 'RsvpStats' })
export class RsvpStatsResponse implements RsvpStatsView {
  @ApiProperty({ type: 'integer', description: "RSVPs to the caller's events" }) totalRsvps!: number;
  @ApiProperty({ type: 'integer' }) totalGoing!: number;
  @ApiProperty({ type: 'integer' }) totalMaybe!: number;
  @ApiProperty({ type: 'integer', description: "Plus-ones over every RSVP to the caller's events" })
  totalPlusOnes!: number;
  @ApiProperty({ type: 'integer', description: 'Events the caller RSVPd going to' }) attendingCount!: number;
}

@ApiSchema({ name: 'EventFormValues' })
export class EventFormValuesResponse implements EventFormValues {
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ type: String, nullable: true }) tagline!: string | null;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ format: 'date', description: 'YYYY-MM-DD in timeZone' }) eventDate!: string;
  @ApiProperty({ example: '20:00', description: 'HH:MM in timeZone' }) startTime!: string;
  @ApiProperty({ type: String, nullable: true, example: '02:00' }) endTime!: string | null;
  @ApiProperty({ example: 'America/Chicago' }) timeZone!: string;
  @ApiProperty({ type: String, nullable: true }) location!: string | null;
  @ApiProperty() hideLocationUntilRsvp!: boolean;
  @ApiProperty({ type: String, nullable: true }) price!: string | null;
  @ApiProperty({ enum: AGE_RESTRICTIONS }) ageRestriction!: string;
  @ApiProperty() unlimitedSpots!: boolean;
  @ApiProperty({ type: 'integer', nullable: true }) maxCapacity!: number | null;
  @ApiProperty({ type: String, nullable: true }) dressCode!: string | null;
  @ApiProperty({ type: [String] }) highlights!: string[];
  @ApiProperty({ type: String, nullable: true }) ticketUrl!: string | null;
  @ApiProperty() ctaButtonLabel!: string;
  @ApiProperty({ type: String, nullable: true }) flyerImageUrl!: string | null;
  @ApiProperty({ type: String, nullable: true }) flyerVideoUrl!: string | null;
  @ApiProperty({ type: String, nullable: true }) posterUrl!: string | null;
  @ApiProperty() useVideoInsteadOfImage!: boolean;
  @ApiProperty({ type: [String] }) galleryImages!: string[];
  @ApiProperty({ type: [String] }) galleryVideos!: string[];
  @ApiProperty({ type: [String] }) partnerNames!: string[];
  @ApiProperty({ type: [String] }) partnerLogos!: string[];
  @ApiProperty({ type: String, nullable: true }) playlistLink!: string | null;
  @ApiProperty({ type: String, nullable: true }) registryLink!: string | null;
  @ApiProperty() allowGuestInvites!: boolean;
  @ApiProperty() requireApproval!: boolean;
  @ApiProperty() openInvite!: boolean;
  @ApiProperty() hasGroupOrder!: boolean;
  @ApiProperty() isDraft!: boolean;
  @ApiProperty() themeId!: string;
}

@ApiSchema({ name: 'EventById' })
export class EventByIdResponse extends EventDetailResponse implements EventByIdView {
  @ApiProperty({
    type: EventFormValuesResponse,
    nullable: true,
    description: "The edit form's values; only for the event's host",
  })
  form!: EventFormValuesResponse | null;
}
