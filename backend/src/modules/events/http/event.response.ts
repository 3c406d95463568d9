import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  GUEST_LIST_VISIBILITIES,
  type GuestListVisibility,
  LOCATION_REVEAL_MODES,
  type LocationRevealMode,
  REVEAL_HOURS,
} from '@nightlife/domain';
import { UserRsvpResponse } from '../../rsvps';

// The event views: these classes are both the OpenAPI shapes and the types the services return
// (docs/api-contract.md, "Event view fields"). Schema names are the contract's: the generated
// client's types are named after them. The mapper copies every EventSummary property that is an
// event column as stored (persistence/event-view.mapper.ts), so a new public field is one line
// here.

@ApiSchema({ name: 'RsvpCounts' })
export class RsvpCountsResponse {
  @ApiProperty({ type: 'integer' }) going!: number;
  @ApiProperty({ type: 'integer' }) maybe!: number;
  @ApiProperty({ type: 'integer' }) cantGo!: number;
  @ApiProperty({ type: 'integer' }) total!: number;
  @ApiProperty({ type: 'integer', description: '1 + plus-ones for each going RSVP' }) headcount!: number;
  @ApiProperty({
    type: 'integer',
    description: 'Parties on the waitlist: while any wait, freed places go to them first',
  })
  waiting!: number;
}

@ApiSchema({ name: 'LocationReveal' })
export class LocationRevealResponse {
  @ApiProperty({
    enum: LOCATION_REVEAL_MODES,
    description:
      'public: everyone; on-rsvp: guests whose RSVP stands; before-start: guests who hold a place, from hoursBefore hours before the start; at-check-in: guests once checked in. The host always.',
  })
  mode!: LocationRevealMode;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    minimum: REVEAL_HOURS.min,
    maximum: REVEAL_HOURS.max,
    description: 'Hours before the start, for before-start (required there); null otherwise',
  })
  hoursBefore!: number | null;
}

@ApiSchema({ name: 'EventSummary' })
export class EventSummaryResponse {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() slug!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) tagline!: string | null;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ enum: ['upcoming', 'past'] }) status!: 'upcoming' | 'past';
  @ApiProperty({ format: 'date-time', description: 'Start instant' }) dateTime!: string;
  @ApiProperty({ example: 'MARCH 5, 2025' }) eventDate!: string;
  @ApiProperty({ example: '9:00 PM - 2:00 AM' }) eventTime!: string;
  @ApiProperty({ example: 'America/Chicago' }) timeZone!: string;
  @ApiProperty({ type: String, nullable: true, description: 'null when hidden from the caller' }) location!:
    string | null;
  @ApiProperty() locationHidden!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'RSVP to see location',
    description: 'How the caller gets to see a hidden location; null when it is shown',
  })
  locationNote!: string | null;
  @ApiProperty({ description: "The location is not for everyone: locationReveal.mode is not 'public'" })
  hideLocationUntilRsvp!: boolean;
  @ApiProperty({ type: LocationRevealResponse }) locationReveal!: LocationRevealResponse;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Ring the blue door, say the password',
    description: 'Shown with the location, under the same rule; null when hidden or unset',
  })
  doorInstructions!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '$20 before 11pm' }) price!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '21+' }) ageRestriction!: string | null;
  @ApiProperty({ type: 'integer', nullable: true }) maxCapacity!: number | null;
  @ApiProperty() unlimitedSpots!: boolean;
  @ApiProperty({ description: "RSVPs are requests until the host approves them (status 'pending')" })
  requireApproval!: boolean;
  @ApiProperty({
    description: 'The host keeps a waitlist: a full event with a capacity (and no approval step) takes one',
  })
  waitlist!: boolean;
  @ApiProperty({
    description:
      "A guest's plus-ones are links friends claim as their own RSVPs (POST /api/events/{slug}/rsvp/invitations)",
  })
  allowGuestInvites!: boolean;
  @ApiProperty({ description: 'Guests who left may come back in at the door' })
  allowReentry!: boolean;
  @ApiProperty({
    description:
      'Invite only (ADR 0038): listed nowhere; its page and RSVP need the invitation link (`?invite=`)',
  })
  isPrivate!: boolean;
  @ApiProperty({
    description: 'Guests holding a place may share the invitation link of an invite-only event',
  })
  openInvite!: boolean;
  @ApiProperty({ description: 'Going guests are asked on the day to reconfirm (ADR 0028)' })
  reconfirm!: boolean;
  @ApiProperty({ type: 'integer', description: 'Hours before the start the guests are asked' })
  reconfirmAskHours!: number;
  @ApiProperty({
    type: 'integer',
    description: 'Hours before the start the places of those who did not reconfirm are released',
  })
  reconfirmDeadlineHours!: number;
  @ApiProperty({ type: String, nullable: true }) dressCode!: string | null;
  @ApiProperty({ type: [String] }) highlights!: string[];
  @ApiProperty({ type: [String], example: ['House', 'Disco'] }) musicGenres!: string[];
  @ApiProperty({ type: String, nullable: true }) ticketUrl!: string | null;
  @ApiProperty() ctaButtonLabel!: string;
  @ApiProperty({ type: String, nullable: true }) flyerImageUrl!: string | null;
  @ApiProperty({ type: String, nullable: true }) flyerVideoUrl!: string | null;
  @ApiProperty({ type: String, nullable: true }) posterUrl!: string | null;
  @ApiProperty({ type: [String], description: 'Empty for signed-out callers' }) galleryImages!: string[];
  @ApiProperty({ type: String, nullable: true }) themeId!: string | null;
  @ApiProperty({ format: 'uuid' }) hostId!: string;
  @ApiProperty() hostName!: string;
  @ApiProperty() hostUsername!: string;
  @ApiProperty({ type: String, nullable: true }) hostAvatar!: string | null;
  @ApiProperty({ type: RsvpCountsResponse }) rsvpCounts!: RsvpCountsResponse;
  @ApiProperty({
    enum: GUEST_LIST_VISIBILITIES,
    description:
      'Who the host shares the guest list with: signed-in users, guests who hold a place, or the host alone',
  })
  guestListVisibility!: GuestListVisibility;
  @ApiProperty({ description: 'The caller gets the guest list (GET /api/events/rsvps-with-users)' })
  guestListShared!: boolean;
}

@ApiSchema({ name: 'CalendarLinks' })
export class CalendarLinksResponse {
  @ApiProperty({
    example: '/api/events/neon-static-opening-night/calendar.ics',
    description: 'The .ics file (this API)',
  })
  ics!: string;
  @ApiProperty({ description: "Google Calendar's page adding the event" }) google!: string;
  @ApiProperty({ description: "Outlook on the web's page adding the event" }) outlook!: string;
}

@ApiSchema({ name: 'EventDetail' })
export class EventDetailResponse extends EventSummaryResponse {
  @ApiProperty({
    type: CalendarLinksResponse,
    description: 'Add to calendar; the location only as the caller may see it',
  })
  calendarLinks!: CalendarLinksResponse;
  @ApiProperty({ type: UserRsvpResponse, nullable: true, description: "The caller's RSVP" })
  userRsvp!: UserRsvpResponse | null;
  @ApiProperty({
    description:
      'The caller hid their RSVP from the guest list others see (PATCH /api/events/{slug}/rsvp {hidden})',
  })
  hiddenFromGuestList!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The host's email for 'Contact Host'; only for callers with an RSVP and the host",
  })
  hostEmail!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '/event/neon-static-d0123456789ab?invite=q3Jd8sKx0bZ1vT4mN7pL2w',
    description:
      "The invite-only event's invitation link (a path on this site), for the host and, with openInvite, guests who hold a place; else null",
  })
  inviteLink!: string | null;
}

@ApiSchema({ name: 'Pagination' })
export class PaginationResponse {
  @ApiProperty({ type: 'integer' }) page!: number;
  @ApiProperty({ type: 'integer' }) limit!: number;
  @ApiProperty({ type: 'integer' }) total!: number;
  @ApiProperty({ type: 'integer' }) totalPages!: number;
  @ApiProperty() hasNext!: boolean;
  @ApiProperty() hasPrev!: boolean;
}

/** Published events matching the current search, by status. */
@ApiSchema({ name: 'EventCounts' })
export class EventCountsResponse {
  @ApiProperty({ type: 'integer' }) all!: number;
  @ApiProperty({ type: 'integer' }) upcoming!: number;
  @ApiProperty({ type: 'integer' }) past!: number;
}

@ApiSchema({ name: 'EventPage' })
export class EventPageResponse {
  @ApiProperty({ type: [EventSummaryResponse] }) events!: EventSummaryResponse[];
  @ApiProperty({ type: PaginationResponse, description: 'total counts the events of the selected status' })
  pagination!: PaginationResponse;
  @ApiProperty({ type: EventCountsResponse, description: 'Published events matching q, by status' })
  counts!: EventCountsResponse;
}
