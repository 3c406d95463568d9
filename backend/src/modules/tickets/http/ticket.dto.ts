import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { TICKET_TYPES, type TicketType } from '@nightlife/domain';
import { IsDefined, IsString, IsUUID } from 'class-validator';
import type { EventTicketsView, IssuedTicketView, TicketTypeSummaryView } from '../ticket-view';

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
