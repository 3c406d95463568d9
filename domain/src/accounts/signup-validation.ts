import type { FieldError } from '../kernel/domain-error.js';
import { PASSWORD_MIN_LENGTH, type AccountType } from './account-type.js';
import { PASSWORD_TOO_COMMON, SIGNUP_MESSAGES } from './account-messages.js';
import type { CommonPasswords } from './common-passwords.port.js';
import {
  EMAIL_PATTERN,
  FIELD_LIMITS,
  PHONE_MIN_DIGITS,
  PHONE_PATTERN,
  USERNAME_PATTERN,
  charLength,
} from './field-limits.js';
import { isReservedUsername } from './reserved-usernames.js';

export interface SignupFields {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phoneNumber?: string | null;
  /** Checked only when sent: the API contract has no confirmation field, the forms do. */
  confirmPassword?: string;
}

/** Anything shaped like the signup body; values are checked at run time, not trusted. */
export type SignupFieldsInput = { readonly [K in keyof SignupFields]?: unknown };

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function checkUsername(raw: unknown): string | null {
  const username = text(raw).trim();
  if (username === '') return 'Username is required';
  const { min, max } = FIELD_LIMITS.username;
  if (charLength(username) < min || charLength(username) > max) {
    return `Username must be between ${min} and ${max} characters`;
  }
  if (!USERNAME_PATTERN.test(username)) {
    return 'Username may only contain letters, numbers, dots, hyphens and underscores, and must start with a letter or number';
  }
  if (isReservedUsername(username)) return 'This username is not available';
  return null;
}

export function checkName(raw: unknown, label: string, max: number): string | null {
  const name = text(raw).trim();
  if (name === '') return `${label} is required`;
  if (charLength(name) > max) return `${label} must be at most ${max} characters`;
  return null;
}

export function checkEmail(raw: unknown): string | null {
  const email = text(raw).trim();
  if (email === '') return 'Email is required';
  if (charLength(email) > FIELD_LIMITS.email.max) {
    return `Email must be at most ${FIELD_LIMITS.email.max} characters`;
  }
  if (!EMAIL_PATTERN.test(email)) return 'Please enter a valid email';
  return null;
}

/**
 * The password rule of every path that sets one. `common` is the list of refused passwords; the
 * pages have none (too large to ship), so there the server's answer says it.
 */
export function checkPassword(
  raw: unknown,
  accountType: AccountType,
  common?: CommonPasswords,
): string | null {
  // Passwords are never trimmed: spaces are legitimate characters.
  const password = text(raw);
  if (password === '') return 'Password is required';
  if (charLength(password) < PASSWORD_MIN_LENGTH[accountType]) {
    return SIGNUP_MESSAGES[accountType].passwordTooShort.message;
  }
  if (charLength(password) > FIELD_LIMITS.password.max) {
    return `Password must be at most ${FIELD_LIMITS.password.max} characters`;
  }
  if (common?.has(password.toLowerCase())) return PASSWORD_TOO_COMMON;
  return null;
}

export function checkPhone(raw: unknown): string | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string') return 'Please enter a valid phone number';
  const phone = raw.trim();
  if (phone === '') return null;
  if (charLength(phone) > FIELD_LIMITS.phoneNumber.max) {
    return `Phone number must be at most ${FIELD_LIMITS.phoneNumber.max} characters`;
  }
  const digits = phone.replace(/\D/g, '').length;
  if (!PHONE_PATTERN.test(phone) || digits < PHONE_MIN_DIGITS) return 'Please enter a valid phone number';
  return null;
}

/**
 * Server-side signup checks; every message can be shown to the user as is. At most one error per
 * field. The phone number is optional for both account types.
 */
export function validateSignup(
  input: SignupFieldsInput,
  accountType: AccountType,
  common?: CommonPasswords,
): FieldError[] {
  const checks: [keyof SignupFields, string | null][] = [
    ['username', checkUsername(input.username)],
    ['firstName', checkName(input.firstName, 'First name', FIELD_LIMITS.firstName.max)],
    ['lastName', checkName(input.lastName, 'Last name', FIELD_LIMITS.lastName.max)],
    ['email', checkEmail(input.email)],
    ['phoneNumber', checkPhone(input.phoneNumber)],
    // The screens check the match before the length (spec 2 §5 order), so a mismatch comes first.
    [
      'confirmPassword',
      input.confirmPassword !== undefined && input.confirmPassword !== input.password
        ? SIGNUP_MESSAGES[accountType].passwordMismatch.message
        : null,
    ],
    ['password', checkPassword(input.password, accountType, common)],
  ];
  return checks.flatMap(([field, message]) => (message === null ? [] : [{ field, message }]));
}

/** Login needs both fields; their content is judged only by the credential check. */
export function validateLogin(input: {
  readonly username?: unknown;
  readonly password?: unknown;
}): FieldError[] {
  const errors: FieldError[] = [];
  if (text(input.username).trim() === '') errors.push({ field: 'username', message: 'Username is required' });
  if (text(input.password) === '') errors.push({ field: 'password', message: 'Password is required' });
  return errors;
}
