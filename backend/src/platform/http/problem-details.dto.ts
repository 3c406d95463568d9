import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';

@ApiSchema({ name: 'FieldError' })
export class FieldErrorDto {
  @ApiProperty({ example: 'username' })
  field!: string;

  @ApiProperty({ example: 'username must be at least 3 characters' })
  message!: string;
}

/** RFC 9457 problem details, served as application/problem+json. */
@ApiSchema({ name: 'ProblemDetails' })
export class ProblemDetailsDto {
  @ApiProperty({ example: 'https://nightlife.dev/problems/VALIDATION.FAILED' })
  type!: string;

  @ApiProperty({ example: 'Validation failed' })
  title!: string;

  @ApiProperty({ example: 400 })
  status!: number;

  @ApiProperty({ description: 'Stable error code (docs/api-contract.md)', example: 'VALIDATION.FAILED' })
  code!: string;

  @ApiProperty({ example: 'Some fields are not valid.' })
  detail!: string;

  @ApiProperty({
    description: 'This occurrence: urn:request:<id>, the id also sent in the X-Request-Id header and logged',
    example: 'urn:request:0b9e2f4c-7d1a-4e8b-9a57-3c2d1e0f6a4b',
  })
  instance!: string;

  @ApiPropertyOptional({ type: [FieldErrorDto], description: 'Present on validation failures only' })
  errors?: FieldErrorDto[];

  @ApiPropertyOptional({
    description:
      'RSVP.CAPACITY_REACHED only: true when the full event has a waitlist to join (POST /api/events/{slug}/waitlist)',
  })
  waitlist?: boolean;
}
