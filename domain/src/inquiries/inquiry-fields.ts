import { charLength, FIELD_LIMITS, PHONE_MIN_DIGITS, PHONE_PATTERN } from '../accounts/field-limits.js';
import { checkEmail as checkAccountEmail } from '../accounts/signup-validation.js';
import type { FieldError } from '../kernel/domain-error.js';

// Field checks the four visitor forms share. Each check answers the message to show, or null.

/** The text of a form value; anything that is not a string counts as empty. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** One line: runs of whitespace (newlines included) become one space, so nothing reaches a mail header. */
export function oneLine(value: unknown): string {
  return text(value).replace(/\s+/g, ' ').trim();
}

/** The optional one-line value, or null when blank. */
export function optionalLine(value: unknown): string | null {
  return oneLine(value) || null;
}

/** Trimmed and lowercased: one address, one signup, whatever the letter case. */
export function normalizeEmail(value: unknown): string {
  return text(value).trim().toLowerCase();
}

export const EMAIL_MESSAGES = { invalid: 'Please enter a valid email' } as const;

/** A required email, checked as the account's is; an empty one gets `emptyMessage` (the forms word it differently). */
export function checkEmail(value: unknown, emptyMessage: string = EMAIL_MESSAGES.invalid): string | null {
  return text(value).trim() === '' ? emptyMessage : checkAccountEmail(value);
}

export function checkPhone(value: unknown): string | null {
  const phone = text(value).trim();
  if (phone === '') return 'Phone is required';
  const digits = phone.replace(/\D/g, '').length;
  if (
    charLength(phone) > FIELD_LIMITS.phoneNumber.max ||
    !PHONE_PATTERN.test(phone) ||
    digits < PHONE_MIN_DIGITS
  )
    return 'Please enter a valid phone number';
  return null;
}

/** A value that is absent, or text of at most `max` characters. */
export function checkMaxLength(value: unknown, label: string, max: number): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return `${label} must be text`;
  return charLength(value.trim()) > max ? `${label} must be at most ${max} characters` : null;
}

/** The checks' messages as field errors, in the order given, skipping the fields that passed. */
export function fieldErrors(
  checks: ReadonlyArray<readonly [field: string, message: string | null]>,
): FieldError[] {
  return checks.flatMap(([field, message]) => (message === null ? [] : [{ field, message }]));
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const BODY_NOT_OBJECT: FieldError[] = [{ field: 'body', message: 'The form must be a JSON object' }];
