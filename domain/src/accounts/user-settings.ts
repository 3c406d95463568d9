import type { FieldError } from '../kernel/domain-error.js';
import { AGE_RESTRICTIONS, EVENT_DEFAULTS, EVENT_LIMITS, type AgeRestriction } from '../events/event.js';
import { charLength } from './field-limits.js';

/**
 * The Settings tab's default preferences (spec 2 §2.6), kept on the server: the event form
 * prefills a new event from the first two; announcements read emailNotifications.
 */
export interface UserSettings {
  defaultAgeRestriction: AgeRestriction;
  defaultLocation: string | null;
  emailNotifications: boolean;
  textNotifications: boolean;
}

/** A user who never saved settings has these: the event form's own default age, email on, texts off (opt-in). */
export const DEFAULT_USER_SETTINGS: Readonly<UserSettings> = {
  defaultAgeRestriction: EVENT_DEFAULTS.ageRestriction,
  defaultLocation: null,
  emailNotifications: true,
  textNotifications: false,
};

export type UserSettingsInput = Partial<UserSettings>;

export type SettingsCheck = { ok: true; settings: UserSettings } | { ok: false; errors: FieldError[] };

/** Applies an update (fields left out keep their value) and checks it. */
export function applySettingsUpdate(current: UserSettings, input: UserSettingsInput): SettingsCheck {
  const errors: FieldError[] = [];
  const next: UserSettings = { ...current };
  if (input.defaultAgeRestriction !== undefined) {
    if ((AGE_RESTRICTIONS as readonly string[]).includes(input.defaultAgeRestriction)) {
      next.defaultAgeRestriction = input.defaultAgeRestriction;
    } else {
      errors.push({
        field: 'defaultAgeRestriction',
        message: `Age restriction must be one of: ${AGE_RESTRICTIONS.join(', ')}`,
      });
    }
  }
  if (input.defaultLocation !== undefined) {
    const location = input.defaultLocation?.trim() || null;
    if (location !== null && charLength(location) > EVENT_LIMITS.location) {
      errors.push({
        field: 'defaultLocation',
        message: `Location must be at most ${EVENT_LIMITS.location} characters`,
      });
    } else {
      next.defaultLocation = location;
    }
  }
  if (input.emailNotifications !== undefined) next.emailNotifications = input.emailNotifications;
  if (input.textNotifications !== undefined) next.textNotifications = input.textNotifications;
  return errors.length > 0 ? { ok: false, errors } : { ok: true, settings: next };
}
