/** Attendees sign up at /attendee-signup; hosts (promoters) at /signup. */
export type AccountType = 'attendee' | 'host';

export const ACCOUNT_TYPES: readonly AccountType[] = ['attendee', 'host'];

export function isAccountType(value: unknown): value is AccountType {
  return value === 'attendee' || value === 'host';
}

/** Spec 2 §9: 8 for attendee signup, 6 for host signup (and password change). */
export const PASSWORD_MIN_LENGTH: Readonly<Record<AccountType, number>> = { attendee: 8, host: 6 };
