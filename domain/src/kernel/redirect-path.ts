// The one rule for where the product may send a browser it was told to send somewhere: a path on
// this site. Used by every screen that takes a `redirect` (login, signups, profile setup, the SMS
// prompt) and by the server before it writes a Location header of its own.

// A scheme such as https:, javascript:, data: at the start.
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
// C0 controls (tab, newline, carriage return: browsers drop these from URLs, so '/\t/evil' reads
// as '//evil'), DEL and the C1 controls.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;
// Enough rounds of percent-decoding for any real value; more means it is built to get past a check.
const MAX_DECODING_ROUNDS = 5;

/**
 * Turns a `redirect` value into a path on this site, or `fallback` when it is missing or could
 * lead anywhere else.
 *
 * - Both spellings the spec uses are accepted: '/dashboard' (attendee signup) and 'dashboard'
 *   (login, host signup, '/signup?redirect=verification'); both become '/dashboard'.
 * - Refused: a scheme ('https://evil', 'javascript:'), a protocol-relative '//evil', a backslash
 *   anywhere (browsers read '/\evil' as '//evil'), control characters (tabs and newlines, which
 *   browsers drop), and all of these again once percent-decoded ('/%5Cevil', '%2F%2Fevil'), since
 *   a value may be decoded once more by whoever reads it next.
 * - Dot segments are resolved ('/a/../b' is '/b'); a result that would start with '//' (as
 *   '/.//evil' does) is refused.
 * - The query and the fragment are kept as they are.
 */
export function safeRedirectPath<F extends string | null>(
  raw: string | null | undefined,
  fallback: F,
): string | F {
  const value = raw?.trim();
  if (!value || CONTROL_CHARS.test(value) || value.includes('\\')) return fallback;
  for (const form of decodedForms(value)) {
    if (form === null || leavesSite(form)) return fallback;
  }
  const { path, rest } = splitPath(value.startsWith('/') ? value : `/${value}`);
  const normalised = removeDotSegments(path);
  return startsLikeAnotherHost(normalised) ? fallback : `${normalised}${rest}`;
}

/** True when `form` (the value or a decoding of it) could name another site or a script. */
function leavesSite(form: string): boolean {
  if (SCHEME.test(form)) return true;
  const { path } = splitPath(form.startsWith('/') ? form : `/${form}`);
  if (CONTROL_CHARS.test(path) || path.includes('\\')) return true;
  return startsLikeAnotherHost(path) || startsLikeAnotherHost(removeDotSegments(path));
}

function startsLikeAnotherHost(path: string): boolean {
  return path.startsWith('//') || path.startsWith('/\\');
}

/**
 * The value, then each percent-decoding of it until nothing changes; null when it keeps changing
 * past the rounds any real value needs. A '%' that is not an escape ('/100%') ends the decoding:
 * nobody can decode that value further either.
 */
function decodedForms(value: string): Array<string | null> {
  const forms: Array<string | null> = [value];
  let current = value;
  for (let round = 0; round < MAX_DECODING_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return forms;
    }
    if (next === current) return forms;
    forms.push(next);
    current = next;
  }
  forms.push(null);
  return forms;
}

function splitPath(value: string): { path: string; rest: string } {
  const end = value.search(/[?#]/);
  return end === -1 ? { path: value, rest: '' } : { path: value.slice(0, end), rest: value.slice(end) };
}

/**
 * RFC 3986 §5.2.4 on an absolute path, with '%2e' read as '.' as browsers do: '.' segments go,
 * '..' removes the segment before it (never above the root).
 */
function removeDotSegments(path: string): string {
  const segments = path.slice(1).split('/');
  const out: string[] = [];
  segments.forEach((segment, index) => {
    const plain = segment.replace(/%2e/gi, '.');
    const last = index === segments.length - 1;
    if (plain === '.' || plain === '..') {
      if (plain === '..') out.pop();
      // A dot segment at the end still leaves the path ending in '/'.
      if (last) out.push('');
      return;
    }
    out.push(segment);
  });
  return `/${out.join('/')}`;
}
