import type { SocialHandles } from './user.js';

export type SocialField = keyof SocialHandles;

export interface SocialPlatform {
  field: SocialField;
  /** The button's name on the profile (spec 2 §2.11: Instagram, X, TikTok, LinkedIn, YouTube, Spotify). */
  label: string;
  /** The field's name in forms. */
  inputLabel: string;
  /** Instagram, Twitter and TikTok handles are stored with a leading '@' (spec 2 §5). */
  atPrefixed: boolean;
  /** Host names a pasted profile address may use. */
  hosts: readonly string[];
  /** The profile address of a bare handle (without '@'). */
  urlOf: (handle: string) => string;
}

/** The six platforms, in the order the forms and the profile list them. */
export const SOCIAL_PLATFORMS: readonly SocialPlatform[] = [
  {
    field: 'instagramHandle',
    label: 'Instagram',
    inputLabel: 'Instagram',
    atPrefixed: true,
    hosts: ['instagram.com'],
    urlOf: (handle) => `https://instagram.com/${handle}`,
  },
  {
    field: 'twitterHandle',
    label: 'X',
    inputLabel: 'Twitter / X',
    atPrefixed: true,
    hosts: ['twitter.com', 'x.com'],
    urlOf: (handle) => `https://x.com/${handle}`,
  },
  {
    field: 'tiktokHandle',
    label: 'TikTok',
    inputLabel: 'TikTok',
    atPrefixed: true,
    hosts: ['tiktok.com'],
    urlOf: (handle) => `https://www.tiktok.com/@${handle}`,
  },
  {
    field: 'linkedinHandle',
    label: 'LinkedIn',
    inputLabel: 'LinkedIn',
    atPrefixed: false,
    hosts: ['linkedin.com'],
    urlOf: (handle) => `https://www.linkedin.com/in/${handle}`,
  },
  {
    field: 'youtubeHandle',
    label: 'YouTube',
    inputLabel: 'YouTube',
    atPrefixed: false,
    hosts: ['youtube.com', 'youtu.be'],
    urlOf: (handle) => `https://www.youtube.com/@${handle}`,
  },
  {
    field: 'spotifyHandle',
    label: 'Spotify',
    inputLabel: 'Spotify',
    atPrefixed: false,
    hosts: ['spotify.com'],
    urlOf: (handle) => `https://open.spotify.com/user/${handle}`,
  },
];

export const SOCIAL_FIELDS: readonly SocialField[] = SOCIAL_PLATFORMS.map((platform) => platform.field);

export const SOCIAL_HANDLE_MAX = 100;

// A handle: letters, digits, '.', '_' and '-' (what the six platforms allow between them).
const HANDLE = /^[A-Za-z0-9._-]{1,100}$/;

function platformOf(field: SocialField): SocialPlatform {
  return SOCIAL_PLATFORMS.find((platform) => platform.field === field)!;
}

// An https address on the platform's own site with a path ('https://www.instagram.com/name').
// Written out rather than parsed with URL: the domain has no DOM or Node typings.
const PLATFORM_URL = /^https:\/\/(?:www\.|m\.|open\.)?([a-z0-9.-]+)(\/[^\s"'<>\\]+)$/i;

function isPlatformUrl(value: string, platform: SocialPlatform): boolean {
  const match = PLATFORM_URL.exec(value);
  return match !== null && platform.hosts.includes(match[1].toLowerCase()) && match[2].length > 1;
}

export type HandleCheck = { ok: true; value: string | null } | { ok: false; message: string };

/**
 * Normalises what the user typed: blank is null; Instagram, Twitter and TikTok become '@name'
 * (a pasted '@name' or 'name' alike); the other three keep a name or an https address on the
 * platform's own site. Anything else is refused, so a profile button never links elsewhere.
 */
export function normalizeSocialHandle(field: SocialField, raw: string): HandleCheck {
  const platform = platformOf(field);
  const value = raw.trim();
  if (value === '') return { ok: true, value: null };
  const invalid = { ok: false as const, message: `Enter a valid ${platform.inputLabel} handle` };
  if (value.length > SOCIAL_HANDLE_MAX) {
    return { ok: false, message: `${platform.inputLabel} must be at most ${SOCIAL_HANDLE_MAX} characters` };
  }
  if (platform.atPrefixed) {
    const bare = value.replace(/^@/, '');
    return HANDLE.test(bare) ? { ok: true, value: `@${bare}` } : invalid;
  }
  if (HANDLE.test(value) || isPlatformUrl(value, platform)) return { ok: true, value };
  return invalid;
}

/** The address a profile's social button opens; null for an empty or unusable handle. */
export function socialLink(field: SocialField, stored: string | null): string | null {
  if (!stored) return null;
  const platform = platformOf(field);
  if (isPlatformUrl(stored, platform)) return stored;
  const bare = stored.replace(/^@/, '');
  return HANDLE.test(bare) ? platform.urlOf(bare) : null;
}
