// Dashboard-only (kept out of @nightlife/api, a shared module every page loads first).
import type { ApiFailure } from '@nightlife/api';

/** What a form says when no server answered. */
export const NETWORK_FAILURE_TEXT = 'Unable to connect to server. Please try again.';

/**
 * The text of a failed call: the first field message, else the server's detail, else `fallback`;
 * `offline` when no server answered.
 */
export function failureText(failure: ApiFailure, fallback: string, offline = NETWORK_FAILURE_TEXT): string {
  if (failure.kind === 'network') return offline;
  return failure.fieldErrors[0]?.message ?? failure.detail ?? fallback;
}
