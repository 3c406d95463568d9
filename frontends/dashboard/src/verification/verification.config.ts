import { isRsvpRedirect } from '../auth/redirect.policy';

/**
 * The SMS prompt's number and code (spec 2 §2.10). The number is where the team receives the
 * secret code; change it here for a deployment (it is not a secret: the page shows it).
 */
export const VERIFICATION_SMS = {
  number: '+13145550147',
  code: 'PARTY',
} as const;

/** Spec 2 §9: the dashboard opens 3 s after the code was sent. */
export const AFTER_SENT_REDIRECT_MS = 3000;

/** An `sms:` link that opens the phone's composer to the number with the code as its text (RFC 5724). */
export function smsLink(number: string, body: string): string {
  return `sms:${number}?body=${encodeURIComponent(body)}`;
}

/** The line under '✓ Code sent successfully!': the spec's words for the dashboard, else where it goes. */
export function redirectingText(next: string): string {
  if (/^\/dashboard(?:[/?#]|$)/.test(next)) return 'Redirecting to your dashboard...';
  if (isRsvpRedirect(next)) return 'Redirecting to your RSVP...';
  return 'Redirecting you back...';
}
