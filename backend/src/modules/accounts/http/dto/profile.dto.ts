import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import {
  FIELD_LIMITS,
  NIGHTLIFE_LEVELS,
  PROFILE_LIMITS,
  RSVP_RESPONSES,
  SOCIAL_HANDLE_MAX,
  THEMES,
  type AccountUpdateInput,
  type NightlifeLevel,
  type ProfileUpdateInput,
  type RsvpResponse,
} from '@nightlife/domain';
import { IsArray, IsBoolean, IsIn, IsOptional, IsString, ValidateIf } from 'class-validator';

// The DTOs check presence and types; the content rules (non-blank names, bio and tag limits,
// handle normalisation, known themes, username and email rules) are the domain's
// checkProfileUpdate / checkAccountUpdate. Every field is optional: one left out keeps its value.

const THEME_IDS = THEMES.map((theme) => theme.id);
const LEVELS = NIGHTLIFE_LEVELS.map(({ level }) => level);

/** Optional; when sent, text (never null: the field cannot be emptied). */
function OptionalRequiredText(label: string, options: { maxLength?: number; example?: string } = {}) {
  return applyDecorators(
    ApiPropertyOptional({ type: String, ...options }),
    ValidateIf((_object, value) => value !== undefined),
    IsString({ message: `${label} must be text` }),
  );
}

/** Optional; text, or null / '' to clear it. */
function OptionalText(
  label: string,
  options: { maxLength?: number; example?: string; description?: string; enum?: string[] } = {},
) {
  return applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, ...options }),
    IsOptional(),
    IsString({ message: `${label} must be text` }),
  );
}

function OptionalHandle(label: string, example: string, description?: string) {
  return OptionalText(label, { maxLength: SOCIAL_HANDLE_MAX, example, description });
}

const AT_HANDLE = "Stored with a leading '@' (added when missing)";
const NAME_OR_URL = "A name, or an https address on the platform's own site";

class SocialHandlesFields {
  @OptionalHandle('Instagram handle', '@djnova', AT_HANDLE)
  instagramHandle?: string | null;

  @OptionalHandle('Twitter handle', '@djnova', AT_HANDLE)
  twitterHandle?: string | null;

  @OptionalHandle('TikTok handle', '@djnova', AT_HANDLE)
  tiktokHandle?: string | null;

  @OptionalHandle('LinkedIn handle', 'nova-reyes', NAME_OR_URL)
  linkedinHandle?: string | null;

  @OptionalHandle('YouTube handle', 'djnova', NAME_OR_URL)
  youtubeHandle?: string | null;

  @OptionalHandle('Spotify handle', 'djnova', NAME_OR_URL)
  spotifyHandle?: string | null;
}

export class UpdateProfileDto extends SocialHandlesFields implements ProfileUpdateInput {
  @OptionalRequiredText('First name', { maxLength: FIELD_LIMITS.firstName.max, example: 'Nova' })
  firstName?: string;

  @OptionalRequiredText('Last name', { maxLength: FIELD_LIMITS.lastName.max, example: 'Reyes' })
  lastName?: string;

  @OptionalText('Bio', { maxLength: FIELD_LIMITS.bio.max, example: 'Techno at heart, rooftops in summer.' })
  bio?: string | null;

  @OptionalText('Location', { maxLength: PROFILE_LIMITS.location, example: 'St. Louis, MO' })
  location?: string | null;

  @OptionalText('Avatar', {
    maxLength: PROFILE_LIMITS.avatarUrl,
    description:
      'null removes the picture; otherwise only the current address is accepted (a new picture is set by PUT /api/avatar)',
  })
  avatar?: string | null;

  @ApiPropertyOptional({
    type: [String],
    maxItems: PROFILE_LIMITS.eventTags,
    description: `At most ${PROFILE_LIMITS.eventTags} distinct tags of up to ${PROFILE_LIMITS.eventTag} characters`,
    example: ['Techno', 'Rooftops'],
  })
  @ValidateIf((_object, value) => value !== undefined)
  @IsArray({ message: 'Event tags must be a list' })
  @IsString({ each: true, message: 'Event tags must be a list of text' })
  eventTags?: string[];

  @OptionalText('Theme', {
    enum: THEME_IDS,
    description: 'A theme of GET /api/themes, or null for the default',
  })
  themeId?: string | null;

  @ApiPropertyOptional({ description: 'Promoters show Book Event instead of Connect on their profile' })
  @ValidateIf((_object, value) => value !== undefined)
  @IsBoolean({ message: 'isPromoter must be true or false' })
  isPromoter?: boolean;

  @ApiPropertyOptional({
    enum: LEVELS,
    description: 'Read-only: the server derives it from the going RSVPs; a value sent is ignored',
  })
  @IsOptional()
  @IsIn(LEVELS, { message: `nightlifeLevel must be one of: ${[...LEVELS].reverse().join(', ')}` })
  nightlifeLevel?: string | null;

  @OptionalRequiredText('Username', {
    maxLength: FIELD_LIMITS.username.max,
    example: 'djnova',
  })
  username?: string;

  @OptionalRequiredText('Email', { maxLength: FIELD_LIMITS.email.max, example: 'nova@example.com' })
  email?: string;
}

export class UpdateAccountDto implements AccountUpdateInput {
  @OptionalRequiredText('Email', { maxLength: FIELD_LIMITS.email.max, example: 'nova@example.com' })
  email?: string;

  @OptionalText('Phone number', { maxLength: FIELD_LIMITS.phoneNumber.max, example: '+1 314 555 0100' })
  phoneNumber?: string | null;

  @OptionalText('Theme', {
    enum: THEME_IDS,
    description: 'A theme of GET /api/themes, or null for the default',
  })
  themeId?: string | null;
}

/** What everyone may see of a user. Never the email, the phone number or the password hash. */
@ApiSchema({ name: 'PublicProfileUser' })
export class PublicProfileUserDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'djnova' }) username!: string;
  @ApiProperty({ example: 'Nova' }) firstName!: string;
  @ApiProperty({ example: 'Reyes' }) lastName!: string;
  @ApiProperty({ type: String, nullable: true }) bio!: string | null;
  @ApiProperty({ type: String, nullable: true }) location!: string | null;
  @ApiProperty({ type: String, nullable: true }) avatar!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '@djnova' }) instagramHandle!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '@djnova' }) twitterHandle!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '@djnova' }) tiktokHandle!: string | null;
  @ApiProperty({ type: String, nullable: true }) linkedinHandle!: string | null;
  @ApiProperty({ type: String, nullable: true }) youtubeHandle!: string | null;
  @ApiProperty({ type: String, nullable: true }) spotifyHandle!: string | null;
  @ApiProperty({ type: [String], maxItems: PROFILE_LIMITS.eventTags, description: 'Empty when none chosen' })
  eventTags!: string[];
  @ApiProperty({ enum: LEVELS, description: 'From the number of going RSVPs' })
  nightlifeLevel!: NightlifeLevel;
  @ApiProperty() isPromoter!: boolean;
  @ApiProperty() isVerified!: boolean;
  @ApiProperty({ type: String, nullable: true }) themeId!: string | null;
  @ApiProperty({ format: 'date-time', description: 'When the account was created (Joined Month Year)' })
  createdAt!: string;
}

/** The owner's own profile: the public fields plus email and phone number. */
@ApiSchema({ name: 'OwnProfile' })
export class OwnProfileDto extends PublicProfileUserDto {
  @ApiProperty({ example: 'nova@example.com' }) email!: string;
  @ApiProperty({ type: String, nullable: true }) phoneNumber!: string | null;
}

@ApiSchema({ name: 'ProfileRsvp' })
export class ProfileRsvpDto {
  @ApiProperty({ enum: RSVP_RESPONSES }) response!: RsvpResponse;
  @ApiProperty() eventTitle!: string;
  @ApiProperty() eventSlug!: string;
  @ApiProperty({ example: 'MARCH 5, 2025' }) eventDate!: string;
  @ApiProperty({ enum: ['upcoming', 'past'] }) eventStatus!: 'upcoming' | 'past';
}

@ApiSchema({ name: 'ProfileHostedEvent' })
export class ProfileHostedEventDto {
  @ApiProperty() eventTitle!: string;
  @ApiProperty() eventSlug!: string;
  @ApiProperty({ example: 'MARCH 5, 2025' }) eventDate!: string;
  @ApiProperty({ enum: ['upcoming', 'past'] }) eventStatus!: 'upcoming' | 'past';
}

@ApiSchema({ name: 'ProfileStats' })
export class ProfileStatsDto {
  @ApiProperty({ type: 'integer', description: 'Published events the user hosts' }) events!: number;
  @ApiProperty({ type: 'integer', description: 'RSVPs to published events' }) rsvps!: number;
  @ApiProperty({ type: 'integer' }) going!: number;
  @ApiProperty({ type: 'integer' }) maybe!: number;
  @ApiProperty({ type: 'integer' }) cantGo!: number;
}

@ApiSchema({ name: 'PublicProfile' })
export class PublicProfileDto {
  @ApiProperty({ type: PublicProfileUserDto }) user!: PublicProfileUserDto;
  @ApiProperty({ type: ProfileStatsDto }) stats!: ProfileStatsDto;
  @ApiProperty({
    type: [ProfileRsvpDto],
    description:
      'RSVPs to published events, latest event first: at most 6 going, then at most 6 maybe or can’t go',
  })
  rsvps!: ProfileRsvpDto[];
  @ApiProperty({
    type: [ProfileHostedEventDto],
    description: 'Published events the user hosts, latest first: at most 6 (`stats.events` counts them all)',
  })
  hosting!: ProfileHostedEventDto[];
}
