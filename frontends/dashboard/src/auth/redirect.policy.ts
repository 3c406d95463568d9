// Only same-site paths are honoured: anything that could leave the site (a scheme such as
// https: or javascript:, a protocol-relative //host, a backslash that browsers read as a
// slash, control characters) falls back to the default. This closes the open redirect.
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/**
 * Turns a `redirect` query value into a same-site absolute path.
 * Accepts both spellings the spec uses: '/dashboard' (attendee signup) and 'dashboard'
 * (login, host signup); both become '/dashboard'.
 */
export function safeRedirectPath(raw: string | null | undefined, fallback: string): string {
  const value = raw?.trim();
  if (!value) return fallback;
  if (SCHEME.test(value) || value.includes('\\') || CONTROL_CHARS.test(value)) return fallback;
  if (value.startsWith('//')) return fallback;
  const path = value.startsWith('/') ? value : `/${value}`;
  // A final check with the URL parser: the path must stay on our own origin.
  const probe = new URL(path, 'https://nightlife.invalid');
  if (probe.origin !== 'https://nightlife.invalid') return fallback;
  return `${probe.pathname}${probe.search}${probe.hash}`;
}

const RSVP_REDIRECT = /^\/event\/[^/?#]+\/rsvp\/?(?:[?#].*)?$/;

/** True when the visitor signs up on the way to an event's RSVP form. */
export function isRsvpRedirect(path: string): boolean {
  return RSVP_REDIRECT.test(path);
}

/** The query string that carries a redirect on to the next auth screen. */
export function redirectQuery(raw: string | null): string {
  return raw ? `?redirect=${encodeURIComponent(raw)}` : '';
}
