export const SLUG_MAX_LENGTH = 80;

/** Used when a title has no letter or digit to derive a slug from. */
export const FALLBACK_SLUG = 'event';

const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/**
 * Lowercase letters, digits and hyphens (spec 2 §5), accents folded ('Café' → 'cafe'), apostrophes dropped, every other
 * run of characters becoming one hyphen. Returns '' when nothing usable is left, so a form field
 * derived from an empty title stays empty; nextAvailableSlug supplies the fallback.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    // "Ray's" reads better as "rays" than as "ray-s".
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return trimToLength(slug, SLUG_MAX_LENGTH);
}

/** Only lowercase letters, digits and hyphens, starting and ending with a letter or digit. */
export function isValidSlug(slug: string): boolean {
  return slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug);
}

/** Path segments the API uses beside `/api/events/{slug}`: an event with such a slug would be unreachable. */
export const RESERVED_EVENT_SLUGS: ReadonlySet<string> = new Set(['rsvps-with-users', 'by-id', 'rsvp-stats']);

/** The root a new slug is built on: `base` when it is a slug already, else its slugified form, else 'event'. */
export function slugRoot(base: string): string {
  return isValidSlug(base) ? base : slugify(base) || FALLBACK_SLUG;
}

// The longest numeric suffix nextAvailableSlug adds ('-2' … '-999999'); it may shorten the root.
const LONGEST_NUMERIC_SUFFIX = 7;

/** What every slug nextAvailableSlug can give for `root` starts with (for a prefix query of taken slugs). */
export function publicSlugPrefix(root: string): string {
  return slugRoot(root).slice(0, SLUG_MAX_LENGTH - LONGEST_NUMERIC_SUFFIX);
}

/**
 * The slug of an event that is not public (a draft or unpublished event): the root, then '-d'
 * and 11 hex digits taken from the random end of the event's UUIDv7 id (44 random bits). Such
 * slugs never take a root or a numeric suffix from the public ones, so creating an event never
 * tells anyone that a draft with that title exists (docs/adr/0004-authorisation-policy.md).
 */
export function privateSlug(root: string, eventId: string): string {
  const suffix = privateSuffix(eventId);
  return trimToLength(slugRoot(root), SLUG_MAX_LENGTH - suffix.length) + suffix;
}

/** Whether `slug` is the private slug privateSlug gave the event `eventId` (it was never public). */
export function isPrivateSlugOf(slug: string, eventId: string): boolean {
  return slug.endsWith(privateSuffix(eventId));
}

function privateSuffix(eventId: string): string {
  return `-d${eventId.replace(/-/g, '').slice(-11)}`;
}

/** `base`, or `base-2`, `base-3`, … : the first one neither taken nor reserved, kept within SLUG_MAX_LENGTH. */
export function nextAvailableSlug(base: string, taken: ReadonlySet<string>): string {
  const root = slugRoot(base);
  const free = (slug: string) => !taken.has(slug) && !RESERVED_EVENT_SLUGS.has(slug);
  if (free(root)) return root;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = trimToLength(root, SLUG_MAX_LENGTH - suffix.length) + suffix;
    if (free(candidate)) return candidate;
  }
}

function trimToLength(slug: string, max: number): string {
  return slug.length <= max ? slug : slug.slice(0, max).replace(/-+$/, '');
}
