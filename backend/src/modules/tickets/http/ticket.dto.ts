import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { TICKET_TYPES, type TicketType } from '@nightlife/domain';
import { IsDefined, IsString, IsUUID } from 'class-validator';
import type { EventTicketsView, IssuedTicketView, MyTicketView, TicketTypeSummaryView } from '../ticket-view';

const TYPE_MESSAGE = `Ticket type must be one of ${TICKET_TYPES.join(', ')}`;

// Membership of the type list and the RSVP's existence are checked by the domain's IssueTicketUseCase.
export class IssueTicketDto {
  @ApiProperty({ format: 'uuid', description: 'The RSVP (attendee) that gets the ticket' })
  @IsDefined({ message: 'Please choose an attendee' })
  @IsUUID('all', { message: 'rsvpId must be a UUID' })
  rsvpId!: string;

  @ApiProperty({ enum: TICKET_TYPES })
  @IsDefined({ message: TYPE_MESSAGE })
  @IsString({ message: TYPE_MESSAGE })
  ticketType!: TicketType;
}

@ApiSchema({ name: 'IssuedTicket' })
export class IssuedTicketResponse implements IssuedTicketView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) rsvpId!: string;
  @ApiProperty() guestName!: string;
  @ApiProperty({ enum: TICKET_TYPES }) ticketType!: TicketType;
  @ApiProperty({ example: 'VIP Access' }) label!: string;
  @ApiProperty({ example: 'Premium' }) price!: string;
  @ApiProperty({ format: 'date-time' }) issuedAt!: string;
}

@ApiSchema({ name: 'MyTicket' })
export class MyTicketResponse implements MyTicketView {
  @ApiProperty({ format: 'uuid', description: "The issued ticket's id, or the RSVP's for General Admission" })
  id!: string;
  @ApiProperty({ format: 'uuid' }) rsvpId!: string;
  @ApiProperty() guestName!: string;
  @ApiProperty({ enum: TICKET_TYPES }) ticketType!: TicketType;
  @ApiProperty({ example: 'General Admission' }) label!: string;
  @ApiProperty({ example: 'Free' }) price!: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the host issued it; null for the General Admission that comes with the RSVP',
  })
  issuedAt!: string | null;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: 6, description: 'The guest and their plus-ones' })
  partySize!: number;
  @ApiProperty({ type: 'integer', minimum: 1, description: 'Grows each time the ticket is reissued' })
  version!: number;
  @ApiProperty({
    pattern: '^[A-Za-z0-9_-]{140}$',
    description:
      'The signed code the QR carries (ADR 0030): base64url of 41 bytes (format, kid, event id, ticket id, tier, party, version) and their Ed25519 signature',
  })
  code!: string;
}

@ApiSchema({ name: 'TicketTypeSummary' })
export class TicketTypeSummaryResponse implements TicketTypeSummaryView {
  @ApiProperty({ enum: TICKET_TYPES }) ticketType!: TicketType;
  @ApiProperty() label!: string;
  @ApiProperty() price!: string;
  @ApiProperty({ type: 'integer', nullable: true, description: 'null: unlimited' }) cap!: number | null;
  @ApiProperty({ type: 'integer', minimum: 0 }) issued!: number;
}

@ApiSchema({ name: 'EventTickets' })
export class EventTicketsResponse implements EventTicketsView {
  @ApiProperty() eventTitle!: string;
  @ApiProperty() eventSlug!: string;
  @ApiProperty({ type: [TicketTypeSummaryResponse] }) types!: TicketTypeSummaryResponse[];
  @ApiProperty({ type: [IssuedTicketResponse] }) tickets!: IssuedTicketResponse[];
}
