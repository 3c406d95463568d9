/** Attendees sign up at /attendee-signup; hosts (promoters) at /signup. */
export type AccountType = 'attendee' | 'host';

export const ACCOUNT_TYPES: readonly AccountType[] = ['attendee', 'host'];

export function isAccountType(value: unknown): value is AccountType {
  return value === 'attendee' || value === 'host';
}

/**
 * The account a signup without accountType asks for. Spec 2 §7: only the host signup (/signup)
 * sends phoneNumber, even when left empty; the attendee signup never does.
 */
export function impliedAccountType(input: { readonly phoneNumber?: unknown }): AccountType {
  return input.phoneNumber === undefined ? 'attendee' : 'host';
}

/** Spec 2 §9: 8 for attendee signup, 6 for host signup (and password change). */
export const PASSWORD_MIN_LENGTH: Readonly<Record<AccountType, number>> = { attendee: 8, host: 6 };
