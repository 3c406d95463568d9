import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  AGE_RESTRICTIONS,
  DEFAULT_THEME_ID,
  EVENT_DEFAULTS,
  EVENT_LIMITS,
  EVENT_MESSAGES,
  LOCATION_REVEAL_MESSAGES,
  LOCATION_REVEAL_MODES,
  REVEAL_HOURS,
  SLUG_MAX_LENGTH,
  type EventInput,
} from '@nightlife/domain';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { DomainException } from '../../../platform/http/domain.exception';
import { EventFieldsPayload, OptionalText } from './event-fields.api';

// The DTO checks presence and types; content rules (required text, dates in the event's zone,
// age options, capacity, URLs, lengths, list clean-up) are the domain's validateEventInput. The
// optional fields (the domain's EVENT_FIELDS) come from EventFieldsPayload; the fields with rules
// of their own are declared here.

/** locationReveal in the payload: types only; the modes and hours are the domain's rule. */
export class LocationRevealPayload {
  @ApiProperty({ enum: LOCATION_REVEAL_MODES })
  @IsDefined({ message: LOCATION_REVEAL_MESSAGES.mode })
  @IsString({ message: LOCATION_REVEAL_MESSAGES.mode })
  mode!: string;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: REVEAL_HOURS.min,
    maximum: REVEAL_HOURS.max,
    description: 'Required for before-start',
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: LOCATION_REVEAL_MESSAGES.hours })
  hoursBefore?: number | null;
}

/**
 * The event form's payload for POST /api/events and PUT /api/events/{id}, with the spec's
 * field names (spec 2 §3). `date` is the older name of `eventDate`, still accepted.
 */
export class CreateEventDto extends EventFieldsPayload implements Omit<EventInput, 'eventDate'> {
  @ApiProperty({ maxLength: EVENT_LIMITS.title, example: 'Neon Static: Opening Night' })
  @IsDefined({ message: EVENT_MESSAGES.titleRequired })
  @IsString({ message: 'Event title must be text' })
  title!: string;

  @OptionalText('Slug', {
    maxLength: SLUG_MAX_LENGTH,
    example: 'neon-static-opening-night',
    description: 'Derived from the title when empty; a numeric suffix is added on conflict',
  })
  slug?: string | null;

  @ApiPropertyOptional({
    format: 'date',
    example: '2026-12-31',
    description:
      "Required (or its older name date). YYYY-MM-DD (the text form 'MARCH 5, 2025' is also read), a calendar date in timeZone (not UTC); not before today there. An edit may keep a date that has passed.",
  })
  // Required unless the older name is used.
  @ValidateIf((body: CreateEventDto) => body.date === undefined)
  @IsDefined({ message: EVENT_MESSAGES.dateRequired })
  @IsString({ message: EVENT_MESSAGES.dateInvalid })
  eventDate?: string;

  @ApiPropertyOptional({ format: 'date', deprecated: true, description: 'Older name of eventDate' })
  @IsOptional()
  @IsString({ message: EVENT_MESSAGES.dateInvalid })
  date?: string;

  @OptionalText('Start time', {
    example: EVENT_DEFAULTS.startTime,
    description: `HH:MM, 24-hour wall-clock time in timeZone ('8:00 PM' is also read); default ${EVENT_DEFAULTS.startTime}`,
  })
  startTime?: string | null;

  @OptionalText('End time', {
    example: '02:00',
    description: 'HH:MM, 24-hour wall-clock time in timeZone; earlier than the start means the next day',
  })
  endTime?: string | null;

  @OptionalText('Time zone', {
    example: EVENT_DEFAULTS.timeZone,
    description: `IANA zone the date and times are read in; default ${EVENT_DEFAULTS.timeZone}`,
  })
  timeZone?: string | null;

  @ApiPropertyOptional({ enum: AGE_RESTRICTIONS, default: EVENT_DEFAULTS.ageRestriction, nullable: true })
  @IsOptional()
  @IsString({ message: EVENT_MESSAGES.ageRestrictionInvalid })
  ageRestriction?: string | null;

  @ApiPropertyOptional({ type: Boolean, default: true })
  @IsOptional()
  @IsBoolean({ message: 'Unlimited spots must be true or false' })
  unlimitedSpots?: boolean;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: EVENT_LIMITS.maxCapacity,
    nullable: true,
    description: 'Required when unlimitedSpots is false, refused otherwise',
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: EVENT_MESSAGES.maxCapacityInvalid })
  maxCapacity?: number | null;

  @OptionalText('Theme', {
    example: DEFAULT_THEME_ID,
    description: `A theme id from GET /api/themes; default ${DEFAULT_THEME_ID}`,
  })
  themeId?: string | null;

  @ApiPropertyOptional({
    type: LocationRevealPayload,
    description:
      'Who sees the location and the door instructions, and when. Default: from hideLocationUntilRsvp (true: on-rsvp, else public).',
  })
  @IsOptional()
  @IsObject({ message: 'Location reveal must be an object with a mode' })
  @ValidateNested()
  @Type(() => LocationRevealPayload)
  locationReveal?: LocationRevealPayload;

  @ApiPropertyOptional({
    type: Boolean,
    default: false,
    description:
      "The older form of locationReveal: true is {mode: 'on-rsvp'}; ignored when locationReveal is sent",
  })
  @IsOptional()
  @IsBoolean({ message: 'Hide location until RSVP must be true or false' })
  hideLocationUntilRsvp?: boolean;
}

/** The domain's input from the payload: `date` stands in for a missing `eventDate`. */
export function toEventInput(body: CreateEventDto): EventInput {
  const { date, eventDate, ...rest } = body;
  if (date !== undefined && eventDate !== undefined && date !== eventDate) {
    throw DomainException.of('VALIDATION.FAILED', 'Some fields are not valid.', [
      { field: 'eventDate', message: EVENT_MESSAGES.dateConflict },
    ]);
  }
  return { ...rest, eventDate: eventDate ?? date ?? '' };
}
