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

/** `base`, or `base-2`, `base-3`, … : the first one neither taken nor reserved, kept within SLUG_MAX_LENGTH. */
export function nextAvailableSlug(base: string, taken: ReadonlySet<string>): string {
  const root = isValidSlug(base) ? base : slugify(base) || FALLBACK_SLUG;
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
