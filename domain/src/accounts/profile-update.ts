import type { FieldError } from '../kernel/domain-error.js';
import { isKnownThemeId } from '../themes/theme-catalogue.js';
import { PROFILE_MESSAGES } from './account-messages.js';
import { FIELD_LIMITS, PROFILE_LIMITS, charLength } from './field-limits.js';
import { SOCIAL_FIELDS, normalizeSocialHandle } from './social-handles.js';
import { checkEmail, checkName, checkPhone, checkUsername } from './signup-validation.js';
import type { User } from './user.js';

/**
 * The profile editor's and profile setup's body (PUT /api/user/profile-enhanced). Every field is
 * optional: a field left out keeps its value; null or '' clears an optional one.
 */
export interface ProfileUpdateInput {
  firstName?: string;
  lastName?: string;
  bio?: string | null;
  location?: string | null;
  /** Only null (remove the picture) or the current address: new pictures come through the avatar upload. */
  avatar?: string | null;
  instagramHandle?: string | null;
  twitterHandle?: string | null;
  tiktokHandle?: string | null;
  linkedinHandle?: string | null;
  youtubeHandle?: string | null;
  spotifyHandle?: string | null;
  eventTags?: string[];
  themeId?: string | null;
  isPromoter?: boolean;
  username?: string;
  email?: string;
}

/** The account fields of the Settings tab (PUT /api/user/profile); same rules as above. */
export interface AccountUpdateInput {
  email?: string;
  phoneNumber?: string | null;
  themeId?: string | null;
}

export type ProfileChanges = Partial<Omit<User, 'id' | 'passwordHash' | 'createdAt' | 'isVerified'>>;

export type UpdateCheck = { ok: true; changes: ProfileChanges } | { ok: false; errors: FieldError[] };

const NAME_LABELS = { firstName: 'First name', lastName: 'Last name' } as const;

/** Optional text: trimmed, '' is null. */
function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function eventTagsCheck(tags: readonly string[]): { value: string[] } | { message: string } {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    if (charLength(tag) > PROFILE_LIMITS.eventTag) {
      return { message: `Each tag must be at most ${PROFILE_LIMITS.eventTag} characters` };
    }
    seen.add(tag.toLowerCase());
    kept.push(tag);
  }
  if (kept.length > PROFILE_LIMITS.eventTags) {
    return { message: `Choose at most ${PROFILE_LIMITS.eventTags} tags` };
  }
  return { value: kept };
}

class UpdateBuilder {
  readonly errors: FieldError[] = [];
  readonly changes: ProfileChanges = {};

  fail(field: string, message: string | null): boolean {
    if (message === null) return false;
    this.errors.push({ field, message });
    return true;
  }

  result(): UpdateCheck {
    return this.errors.length > 0 ? { ok: false, errors: this.errors } : { ok: true, changes: this.changes };
  }

  /** Optional text of at most `max` characters (trimmed, '' is null). */
  limitedText(field: 'bio' | 'location', value: string | null | undefined, label: string, max: number): void {
    if (value === undefined) return;
    const text = optionalText(value);
    const tooLong = text !== null && charLength(text) > max;
    if (!this.fail(field, tooLong ? `${label} must be at most ${max} characters` : null)) {
      this.changes[field] = text;
    }
  }

  themeId(themeId: string | null | undefined): void {
    if (themeId === undefined) return;
    const value = optionalText(themeId);
    if (!this.fail('themeId', value !== null && !isKnownThemeId(value) ? 'Unknown theme' : null)) {
      this.changes.themeId = value;
    }
  }

  email(email: string | undefined): void {
    if (email === undefined) return;
    if (!this.fail('email', checkEmail(email))) this.changes.email = email.trim().toLowerCase();
  }
}

/**
 * Checks and normalises a profile update against the stored user: names non-blank (one message
 * for both, as profile setup shows it), bio up to 300 characters, handles normalised (Instagram,
 * Twitter and TikTok get '@'), at most 4 distinct tags, a known theme, username and email with
 * the signup rules. Uniqueness of username and email is the repository's to decide.
 */
export function checkProfileUpdate(input: ProfileUpdateInput, current: User): UpdateCheck {
  const update = new UpdateBuilder();
  const { changes } = update;

  for (const field of ['firstName', 'lastName'] as const) {
    const value = input[field];
    if (value === undefined) continue;
    if (value.trim() === '') update.fail(field, PROFILE_MESSAGES.nameRequired);
    else if (!update.fail(field, checkName(value, NAME_LABELS[field], FIELD_LIMITS[field].max)))
      changes[field] = value.trim();
  }

  update.limitedText('bio', input.bio, 'Bio', FIELD_LIMITS.bio.max);
  update.limitedText('location', input.location, 'Location', PROFILE_LIMITS.location);

  if (input.avatar !== undefined) {
    const avatar = optionalText(input.avatar);
    const isNew = avatar !== null && avatar !== current.avatar;
    if (!update.fail('avatar', isNew ? PROFILE_MESSAGES.avatarNotUploaded : null)) changes.avatar = avatar;
  }

  for (const field of SOCIAL_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    const handle = normalizeSocialHandle(field, value ?? '');
    if (handle.ok) changes[field] = handle.value;
    else update.fail(field, handle.message);
  }

  if (input.eventTags !== undefined) {
    const tags = eventTagsCheck(input.eventTags);
    if ('value' in tags) changes.eventTags = tags.value;
    else update.fail('eventTags', tags.message);
  }

  update.themeId(input.themeId);
  if (input.isPromoter !== undefined) changes.isPromoter = input.isPromoter;

  if (input.username !== undefined) {
    const username = input.username.trim();
    // The user's own reserved-looking name (if any predates the rule) may be kept as it is.
    const unchanged = username.toLowerCase() === current.username.toLowerCase();
    if (!update.fail('username', unchanged ? null : checkUsername(username))) changes.username = username;
  }
  update.email(input.email);
  return update.result();
}

/** Checks the Settings tab's account fields (email, phone number, theme). */
export function checkAccountUpdate(input: AccountUpdateInput): UpdateCheck {
  const update = new UpdateBuilder();
  update.email(input.email);
  if (input.phoneNumber !== undefined) {
    if (!update.fail('phoneNumber', checkPhone(input.phoneNumber))) {
      update.changes.phoneNumber = optionalText(input.phoneNumber);
    }
  }
  update.themeId(input.themeId);
  return update.result();
}
