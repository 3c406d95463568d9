import {
  FIELD_LIMITS,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  SOCIAL_FIELDS,
  SOCIAL_PLATFORMS,
  charLength,
  type SocialField,
} from '@nightlife/domain';
import type { ApiFailure } from '@nightlife/api';
import { NETWORK_FAILURE_TEXT } from '../shared/failure-text';
import type { OwnProfile, UpdateProfileDto } from '../api/accounts-api';

export type SocialValues = Record<SocialField, string>;

export interface ProfileFormValues extends SocialValues {
  firstName: string;
  lastName: string;
  username: string;
  bio: string;
  location: string;
  eventTags: string[];
  isPromoter: boolean;
}

/** What an input shows of a stored handle: Instagram, Twitter and TikTok without their '@' (the field shows it). */
export function handleInputValue(field: SocialField, stored: string | null | undefined): string {
  const platform = SOCIAL_PLATFORMS.find((candidate) => candidate.field === field)!;
  const value = stored ?? '';
  return platform.atPrefixed ? value.replace(/^@/, '') : value;
}

export function socialValuesOf(
  profile: Partial<Record<SocialField, string | null>> | undefined,
): SocialValues {
  return Object.fromEntries(
    SOCIAL_FIELDS.map((field) => [field, handleInputValue(field, profile?.[field])]),
  ) as SocialValues;
}

export function profileFormValues(profile: OwnProfile): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    username: profile.username,
    bio: profile.bio ?? '',
    location: profile.location ?? '',
    eventTags: [...profile.eventTags],
    isPromoter: profile.isPromoter,
    ...socialValuesOf(profile),
  };
}

/** Spec 2 §5: first and last name non-blank; the bio is capped at 300 (the field stops there too). */
export function checkNames(values: Pick<ProfileFormValues, 'firstName' | 'lastName'>): string | null {
  return values.firstName.trim() === '' || values.lastName.trim() === ''
    ? PROFILE_MESSAGES.nameRequired
    : null;
}

export const BIO_MAX = FIELD_LIMITS.bio.max;

/** '42/300' under the bio. */
export function bioCounter(bio: string): string {
  return `${charLength(bio)}/${BIO_MAX}`;
}

/** The input cut to the bio's limit, counted in characters as the server counts them. */
export function capBio(bio: string): string {
  return [...bio].slice(0, BIO_MAX).join('');
}

export function socialBody(values: SocialValues): Pick<UpdateProfileDto, SocialField> {
  return Object.fromEntries(SOCIAL_FIELDS.map((field) => [field, values[field].trim()])) as Pick<
    UpdateProfileDto,
    SocialField
  >;
}

export function profileBody(values: ProfileFormValues): UpdateProfileDto {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    username: values.username,
    bio: values.bio,
    location: values.location,
    eventTags: values.eventTags,
    isPromoter: values.isPromoter,
    ...socialBody(values),
  };
}

/** Adds a tag typed by the user: trimmed, not twice (any letter case), at most 4. */
export function addTag(tags: readonly string[], raw: string): string[] {
  const tag = raw.trim().replace(/\s+/g, ' ').slice(0, PROFILE_LIMITS.eventTag);
  if (tag === '' || tags.length >= PROFILE_LIMITS.eventTags) return [...tags];
  if (tags.some((other) => other.toLowerCase() === tag.toLowerCase())) return [...tags];
  return [...tags, tag];
}

/** Field messages from a refused save, by field name. */
export function fieldErrorsOf(failure: ApiFailure): Record<string, string> {
  if (failure.kind === 'network') return {};
  const byField: Record<string, string> = {};
  for (const { field, message } of failure.fieldErrors) byField[field] ??= message;
  if (failure.code === 'AUTH.USERNAME_TAKEN' && failure.detail) byField.username = failure.detail;
  if (failure.code === 'AUTH.EMAIL_TAKEN' && failure.detail) byField.email = failure.detail;
  return byField;
}

/** The toast text of a failed save: the server's words, else the spec's line (spec 2 §8). */
export function saveFailureMessage(failure: ApiFailure, fallback: string): string {
  if (failure.kind === 'network') return NETWORK_FAILURE_TEXT;
  const first = failure.fieldErrors[0]?.message;
  return (failure.code === 'VALIDATION.FAILED' ? first : failure.detail) ?? failure.detail ?? fallback;
}
