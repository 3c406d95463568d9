import type { FieldError } from '../kernel/domain-error.js';
import { BODY_NOT_OBJECT, checkEmail, EMAIL_MESSAGES, fieldErrors, isObject } from './inquiry-fields.js';

/** The two lists a visitor joins with only an email: the VIP newsletter and the PartyTag waitlist. */
export const EMAIL_LISTS = ['newsletter', 'party-tag-waitlist'] as const;
export type EmailList = (typeof EMAIL_LISTS)[number];

export const EMAIL_LIST_LABELS: Readonly<Record<EmailList, string>> = {
  newsletter: 'VIP newsletter',
  'party-tag-waitlist': 'PartyTag waitlist',
};

/** Spec 2 §5 and §8. */
export const NEWSLETTER_MESSAGES = {
  email: EMAIL_MESSAGES.invalid,
  joined: { title: 'Welcome to VIP!', description: "You're now on our exclusive list." },
  failed: { title: 'Error', description: 'Failed to join newsletter. Please try again.' },
} as const;

export const WAITLIST_MESSAGES = {
  empty: 'Please enter your email',
  joined: { title: "You're on the list!", description: "We'll notify you the moment PartyTag launches." },
  failed: 'Something went wrong. Please try again.',
} as const;

/** An empty email reads 'Please enter your email' on the waitlist, 'Please enter a valid email' on the newsletter. */
const EMPTY_MESSAGE: Readonly<Record<EmailList, string>> = {
  newsletter: NEWSLETTER_MESSAGES.email,
  'party-tag-waitlist': WAITLIST_MESSAGES.empty,
};

export interface EmailSignupInput {
  email?: unknown;
}

/** The rule of the newsletter box and the waitlist box (spec 2 §5), on the page and on the server. */
export function validateEmailSignup(list: EmailList, input: unknown): FieldError[] {
  if (!isObject(input)) return BODY_NOT_OBJECT;
  return fieldErrors([['email', checkEmail(input.email, EMPTY_MESSAGE[list])]]);
}
