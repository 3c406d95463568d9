import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsUUID } from 'class-validator';

/** The most requests one call decides: a page of ticket management. */
export const MAX_REQUESTS_PER_DECISION = 200;

export class RsvpIdsDto {
  @ApiProperty({
    type: [String],
    format: 'uuid',
    minItems: 1,
    maxItems: MAX_REQUESTS_PER_DECISION,
    description: 'RSVPs of this event waiting for approval, decided in this order',
  })
  @IsDefined({ message: 'Please choose at least one request' })
  @IsArray({ message: 'rsvpIds must be a list' })
  @ArrayMinSize(1, { message: 'Please choose at least one request' })
  @ArrayMaxSize(MAX_REQUESTS_PER_DECISION, {
    message: `At most ${MAX_REQUESTS_PER_DECISION} requests at once`,
  })
  @IsUUID('all', { each: true, message: 'Each RSVP id must be a UUID' })
  rsvpIds!: string[];
}

@ApiSchema({ name: 'RefusedRequest' })
export class RefusedRequestResponse {
  @ApiProperty({ format: 'uuid' }) rsvpId!: string;
  @ApiProperty({
    example: 'RSVP.CAPACITY_REACHED',
    description: 'RSVP.CAPACITY_REACHED, RSVP.NOT_PENDING or RSVP.NOT_FOUND',
  })
  code!: string;
  @ApiProperty({ example: 'This event is full: no spots are left.' }) detail!: string;
}

@ApiSchema({ name: 'RequestsDecided' })
export class RequestsDecidedResponse {
  @ApiProperty({ type: [String], format: 'uuid', description: 'Approved (or declined), in the order sent' })
  decided!: string[];
  @ApiProperty({
    type: [RefusedRequestResponse],
    description: 'The others, each with why; they stay as they were',
  })
  refused!: RefusedRequestResponse[];
}
