import { charLength, FIELD_LIMITS } from '../accounts/field-limits.js';
import { isValidDateKey } from '../events/zoned-time.js';
import type { FieldError } from '../kernel/domain-error.js';
import {
  BODY_NOT_OBJECT,
  checkEmail,
  checkMaxLength,
  fieldErrors,
  isObject,
  normalizeEmail,
  oneLine,
  optionalLine,
  text,
} from './inquiry-fields.js';

/** Spec 2 §4: 'Promote Event' (the default) or 'Partner With Us', sent as formType. */
export const CONTACT_FORM_TYPES = ['promote', 'partner'] as const;
export type ContactFormType = (typeof CONTACT_FORM_TYPES)[number];
export const DEFAULT_CONTACT_FORM_TYPE: ContactFormType = 'promote';

export const CONTACT_FORM_TYPE_LABELS: Readonly<Record<ContactFormType, string>> = {
  promote: 'Promote Event',
  partner: 'Partner With Us',
};

export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  messageMin: 10,
  messageMax: 5000,
  eventName: 200,
  venue: 200,
  email: FIELD_LIMITS.email.max,
} as const;

/** Spec 2 §5 and §8. */
export const CONTACT_MESSAGES = {
  name: `Name must be at least ${CONTACT_LIMITS.nameMin} characters`,
  message: `Message must be at least ${CONTACT_LIMITS.messageMin} characters`,
  eventDate: 'Please enter a valid date',
  formType: `formType must be one of: ${CONTACT_FORM_TYPES.join(', ')}`,
  sent: { title: 'Message sent!', description: "We'll get back to you within 24 hours." },
  failed: { title: 'Error', description: 'Failed to send message. Please try again.' },
} as const;

/** The contact form as sent (spec 2 §3 contact inquiry); values are checked, not trusted. */
export interface ContactInquiryInput {
  formType?: unknown;
  name?: unknown;
  email?: unknown;
  message?: unknown;
  eventName?: unknown;
  eventDate?: unknown;
  venue?: unknown;
}

/** An accepted inquiry: trimmed, the email lowercased, the promote-only fields null for partners. */
export interface ContactInquiry {
  formType: ContactFormType;
  name: string;
  email: string;
  message: string;
  eventName: string | null;
  /** 'YYYY-MM-DD'. */
  eventDate: string | null;
  venue: string | null;
}

function isFormType(value: unknown): value is ContactFormType {
  return (CONTACT_FORM_TYPES as readonly unknown[]).includes(value);
}

function checkName(value: unknown): string | null {
  const length = charLength(oneLine(value));
  if (length < CONTACT_LIMITS.nameMin) return CONTACT_MESSAGES.name;
  return length > CONTACT_LIMITS.nameMax ? `Name must be at most ${CONTACT_LIMITS.nameMax} characters` : null;
}

function checkMessage(value: unknown): string | null {
  const length = charLength(text(value).trim());
  if (length < CONTACT_LIMITS.messageMin) return CONTACT_MESSAGES.message;
  return length > CONTACT_LIMITS.messageMax
    ? `Message must be at most ${CONTACT_LIMITS.messageMax} characters`
    : null;
}

function checkEventDate(value: unknown): string | null {
  const date = text(value).trim();
  if (value === undefined || value === null || date === '') return null;
  return isValidDateKey(date) ? null : CONTACT_MESSAGES.eventDate;
}

/**
 * The contact form's rule (spec 2 §5), the same on the page and on the server: name at least
 * 2 characters, a valid email, a message of at least 10; event name, date and venue optional.
 * A missing formType is the default 'promote'.
 */
export function validateContactInquiry(input: unknown): FieldError[] {
  if (!isObject(input)) return BODY_NOT_OBJECT;
  const formType = input.formType ?? DEFAULT_CONTACT_FORM_TYPE;
  return fieldErrors([
    ['formType', isFormType(formType) ? null : CONTACT_MESSAGES.formType],
    ['name', checkName(input.name)],
    ['email', checkEmail(input.email)],
    ['message', checkMessage(input.message)],
    ['eventName', checkMaxLength(input.eventName, 'Event name', CONTACT_LIMITS.eventName)],
    ['eventDate', checkEventDate(input.eventDate)],
    ['venue', checkMaxLength(input.venue, 'Venue', CONTACT_LIMITS.venue)],
  ]);
}

/** What is stored and sent to the team. Call on input validateContactInquiry accepted. */
export function normalizeContactInquiry(input: ContactInquiryInput): ContactInquiry {
  const formType = isFormType(input.formType) ? input.formType : DEFAULT_CONTACT_FORM_TYPE;
  const promote = formType === 'promote';
  return {
    formType,
    name: oneLine(input.name),
    email: normalizeEmail(input.email),
    message: text(input.message).trim(),
    eventName: promote ? optionalLine(input.eventName) : null,
    eventDate: promote ? optionalLine(input.eventDate) : null,
    venue: promote ? optionalLine(input.venue) : null,
  };
}
