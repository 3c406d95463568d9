// Where the sign-in and sign-up screens send the visitor afterwards. Which values may be followed
// at all is one rule of the domain (safeRedirectPath: a path on this site, or the fallback); this
// file only says how a redirect travels from screen to screen (spec 2 §2.2-§2.5, §2.10).
import { safeRedirectPath } from '@nightlife/domain';

const DASHBOARD = '/dashboard';
const VERIFICATION = '/verification';
const RSVP_REDIRECT = /^\/event\/[^/?#]+\/rsvp\/?(?:[?#].*)?$/;

/** True when the visitor signs up on the way to an event's RSVP form. */
export function isRsvpRedirect(path: string): boolean {
  return RSVP_REDIRECT.test(path);
}

/**
 * The query string that carries a redirect on to the next screen, in the spelling it was given
 * ('dashboard' stays 'dashboard'); nothing when there is none or the rule refuses it.
 */
export function redirectQuery(raw: string | null): string {
  if (raw === null || safeRedirectPath(raw, null) === null) return '';
  return `?redirect=${encodeURIComponent(raw)}`;
}

/** The path of a target, without its query, fragment or a trailing slash. */
function pathOf(target: string): string {
  return target.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');
}

/**
 * The SMS prompt on the way to `raw` (login and profile setup end there): the spec's plain
 * '/verification' without a redirect (or with the prompt's own default, the dashboard), else the
 * prompt carrying the redirect on. A redirect to the prompt itself is taken as it is.
 */
export function verificationPath(raw: string | null): string {
  const target = safeRedirectPath(raw, null);
  if (target === null || target === DASHBOARD) return VERIFICATION;
  if (pathOf(target) === VERIFICATION) return target;
  return `${VERIFICATION}?redirect=${encodeURIComponent(target)}`;
}

/**
 * The login for a signed-out visitor of the SMS prompt (a session not yet refetched after a
 * login reads as signed out too): back to the prompt afterwards, with its redirect. Without one,
 * the spec's '/login?redirect=verification'.
 */
export function loginThenVerificationPath(raw: string | null): string {
  const back = verificationPath(raw);
  return back === VERIFICATION
    ? '/login?redirect=verification'
    : `/login?redirect=${encodeURIComponent(back)}`;
}

/** Where the SMS prompt goes on: the redirect it was given, else the dashboard; never back to itself. */
export function afterVerificationPath(raw: string | null): string {
  const target = safeRedirectPath(raw, DASHBOARD);
  return pathOf(target) === VERIFICATION ? DASHBOARD : target;
}
