// Dashboard-only (kept out of @nightlife/api, a shared module every page loads first).
import { type ApiFailure, readApiFailure } from '@nightlife/api';
import { toast } from '@nightlife/ui';

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

/**
 * The toast of a failed call: `title`, and what the server said (failureText), else `fallback`
 * (also when no server answered).
 */
export function toastFailure(title: string, error: unknown, fallback: string): void {
  toast({
    title,
    description: failureText(readApiFailure(error), fallback, fallback),
    variant: 'destructive',
  });
}
