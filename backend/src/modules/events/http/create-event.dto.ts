import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  AGE_RESTRICTIONS,
  DEFAULT_THEME_ID,
  EVENT_DEFAULTS,
  EVENT_LIMITS,
  EVENT_MESSAGES,
  SLUG_MAX_LENGTH,
  type EventInput,
} from '@nightlife/domain';
import { IsArray, IsBoolean, IsDefined, IsNumber, IsOptional, IsString, ValidateIf } from 'class-validator';
import { DomainException } from '../../../platform/http/domain.exception';

// The DTO checks presence and types; content rules (required text, dates in the event's zone,
// age options, capacity, URLs, lengths, list clean-up) are the domain's validateEventInput.

function OptionalText(
  label: string,
  options: { maxLength?: number; example?: string; description?: string } = {},
) {
  return applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, ...options }),
    IsOptional(),
    IsString({ message: `${label} must be text` }),
  );
}

function OptionalUrl(label: string, example: string) {
  return OptionalText(label, { maxLength: EVENT_LIMITS.url, example, description: 'http(s) URL' });
}

function OptionalFlag(label: string, description?: string) {
  return applyDecorators(
    ApiPropertyOptional({ type: Boolean, default: false, description }),
    IsOptional(),
    IsBoolean({ message: `${label} must be true or false` }),
  );
}

function OptionalList(label: string, description: string) {
  return applyDecorators(
    ApiPropertyOptional({ type: [String], maxItems: EVENT_LIMITS.listItems, description }),
    IsOptional(),
    IsArray({ message: `${label} must be a list` }),
    IsString({ each: true, message: `${label} must be a list of text` }),
  );
}

/**
 * The event form's payload for POST /api/events and PUT /api/events/{id}, with the spec's
 * field names (spec 2 §3). `date` is the older name of `eventDate`, still accepted.
 */
export class CreateEventDto implements Omit<EventInput, 'eventDate'> {
  @ApiProperty({ maxLength: EVENT_LIMITS.title, example: 'Neon Static: Opening Night' })
  @IsDefined({ message: EVENT_MESSAGES.titleRequired })
  @IsString({ message: 'Event title must be text' })
  title!: string;

  @OptionalText('Tagline', { maxLength: EVENT_LIMITS.tagline, example: 'Synthwave till sunrise' })
  tagline?: string | null;

  @OptionalText('Description', { maxLength: EVENT_LIMITS.description })
  description?: string | null;

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

  @OptionalText('Location', { maxLength: EVENT_LIMITS.location, example: 'The Mercury Loft, Chicago' })
  location?: string | null;

  @OptionalFlag('Hide location until RSVP', 'Show the location only to the host and to users who RSVPd')
  hideLocationUntilRsvp?: boolean;

  @OptionalText('Price', { maxLength: EVENT_LIMITS.price, example: '$20 before 11pm' })
  price?: string | null;

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

  @OptionalText('Dress code', { maxLength: EVENT_LIMITS.dressCode, example: 'All black, neon accents' })
  dressCode?: string | null;

  @OptionalList('Highlights', 'One entry per line; blank entries are dropped')
  highlights?: string[];

  @OptionalUrl('Ticket URL', 'https://tickets.example.com/neon-static')
  ticketUrl?: string | null;

  @OptionalText('Button label', {
    maxLength: EVENT_LIMITS.ctaButtonLabel,
    example: EVENT_DEFAULTS.ctaButtonLabel,
    description: `Default '${EVENT_DEFAULTS.ctaButtonLabel}'`,
  })
  ctaButtonLabel?: string | null;

  @OptionalUrl('Flyer image URL', 'https://cdn.example.com/flyers/neon-static.jpg')
  flyerImageUrl?: string | null;

  @OptionalUrl('Flyer video URL', 'https://cdn.example.com/flyers/neon-static.mp4')
  flyerVideoUrl?: string | null;

  @OptionalUrl('Poster URL', 'https://cdn.example.com/posters/neon-static.jpg')
  posterUrl?: string | null;

  @OptionalFlag('Use video instead of image')
  useVideoInsteadOfImage?: boolean;

  @OptionalList('Gallery images', 'http(s) URLs')
  galleryImages?: string[];

  @OptionalList('Gallery videos', 'http(s) URLs')
  galleryVideos?: string[];

  @OptionalList('Partner names', 'One entry per line; blank entries are dropped')
  partnerNames?: string[];

  @OptionalList('Partner logos', 'http(s) URLs')
  partnerLogos?: string[];

  @OptionalUrl('Playlist link', 'https://open.spotify.com/playlist/abc')
  playlistLink?: string | null;

  @OptionalUrl('Registry link', 'https://registry.example.com/neon')
  registryLink?: string | null;

  @OptionalFlag('Allow guest invites')
  allowGuestInvites?: boolean;

  @OptionalFlag('Require approval')
  requireApproval?: boolean;

  @OptionalFlag('Open invite', 'Anyone can join')
  openInvite?: boolean;

  @OptionalFlag('Group orders', 'Enable group orders')
  hasGroupOrder?: boolean;

  @OptionalFlag('Draft', 'true: saved for later, not visible to the public')
  isDraft?: boolean;

  @OptionalText('Theme', {
    example: DEFAULT_THEME_ID,
    description: `A theme id from GET /api/themes; default ${DEFAULT_THEME_ID}`,
  })
  themeId?: string | null;
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
