/** Server-side limits of account fields; lengths count characters (code points). */
export const FIELD_LIMITS = {
  username: { min: 3, max: 30 },
  firstName: { max: 50 },
  lastName: { max: 50 },
  email: { max: 254 },
  password: { max: 128 },
  phoneNumber: { max: 20 },
  bio: { max: 300 },
} as const;

/**
 * Letters, digits, '_', '.', '-' (case-insensitive), starting with a letter or digit so that a
 * profile path can never be '.' or '..'. No '@', so a login name is never mistaken for an email.
 */
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9_.-]*$/i;

/** Deliberately loose: one '@', something on both sides, a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Digits with optional '+', spaces, dots, hyphens and parentheses; at least 7 digits. */
export const PHONE_PATTERN = /^\+?[0-9 ().-]+$/;
export const PHONE_MIN_DIGITS = 7;

export function charLength(value: string): number {
  return [...value].length;
}

/** Limits of the other profile fields (the bio's is FIELD_LIMITS.bio); spec 2 §9: at most 4 tags. */
export const PROFILE_LIMITS = {
  location: 100,
  eventTags: 4,
  eventTag: 30,
  avatarUrl: 2048,
} as const;
