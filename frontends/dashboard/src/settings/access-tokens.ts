import { ACCESS_TOKEN_SCOPE_NAMES, ACCESS_TOKEN_SCOPES } from '@nightlife/domain';

/** The expiries Settings offers (the API takes any date up to 366 days ahead). */
export const TOKEN_EXPIRY_OPTIONS = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: 'never', label: 'Never (until revoked)' },
] as const;
export type TokenExpiryChoice = (typeof TOKEN_EXPIRY_OPTIONS)[number]['value'];
export const DEFAULT_TOKEN_EXPIRY: TokenExpiryChoice = '90';

/** The expiry to send for a choice, counted from now; null for a token that lasts until revoked. */
export function expiryFor(choice: TokenExpiryChoice, now: Date): string | null {
  if (choice === 'never') return null;
  return new Date(now.getTime() + Number(choice) * 86_400_000).toISOString();
}

/** Scopes in the catalogue's order, each with what it lets a program do. */
export const SCOPE_CHOICES = ACCESS_TOKEN_SCOPE_NAMES.map((scope) => ({
  scope,
  description: ACCESS_TOKEN_SCOPES[scope],
}));

/** The list with the item taken out if it was in, added if not (a checkbox group's choice). */
export function toggled<T>(items: readonly T[], item: T): T[] {
  return items.includes(item) ? items.filter((held) => held !== item) : [...items, item];
}

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Last used Nov 28, 2026", "Never used". */
export function lastUseText(lastUsedAt: string | null): string {
  return lastUsedAt === null ? 'Never used' : `Last used ${DATE.format(new Date(lastUsedAt))}`;
}

/** "Expires Feb 26, 2027", "Expired Nov 1, 2026", "No expiry". */
export function expiryText(expiresAt: string | null, now: Date): string {
  if (expiresAt === null) return 'No expiry';
  const at = new Date(expiresAt);
  return `${at.getTime() <= now.getTime() ? 'Expired' : 'Expires'} ${DATE.format(at)}`;
}
