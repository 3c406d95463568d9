export const MAX_PLUS_ONES = 5;

/** Guest selector values 0..MAX_PLUS_ONES. */
export const PLUS_ONES_OPTIONS: readonly number[] = Array.from({ length: MAX_PLUS_ONES + 1 }, (_, n) => n);

export function isValidPlusOnes(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_PLUS_ONES;
}

/** 'Just you', '+1 guest', '+N guests'. */
export function guestsLabel(plusOnes: number): string {
  if (plusOnes === 0) return 'Just you';
  if (plusOnes === 1) return '+1 guest';
  return `+${plusOnes} guests`;
}

/** The guest name an RSVP carries: the user's first and last name, or 'Anonymous'. */
export function rsvpGuestName(user: { firstName?: string | null; lastName?: string | null } | null): string {
  const name = [user?.firstName, user?.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return name || 'Anonymous';
}
