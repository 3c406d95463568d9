import type { ApiFailure } from '@nightlife/api';
import { LOGIN_MESSAGES, SIGNUP_MESSAGES } from '@nightlife/domain';

// The spec's texts for a failed login or signup, from the shared reading of the failure.

/** Spec 2 §8, login. */
export function loginErrorMessage(failure: ApiFailure): string {
  if (failure.kind === 'network') return LOGIN_MESSAGES.networkError;
  if (failure.status === 401) return LOGIN_MESSAGES.invalidCredentials;
  if (failure.status === 400) return LOGIN_MESSAGES.missingFields;
  return failure.detail ?? LOGIN_MESSAGES.fallback;
}

/** Spec 2 §8, signup: the server's words (e.g. a taken username) or a generic line. */
export function signupErrorMessage(failure: ApiFailure): string {
  // Both account types share these two texts.
  if (failure.kind === 'network') return SIGNUP_MESSAGES.attendee.networkError;
  return failure.detail ?? SIGNUP_MESSAGES.attendee.failed;
}

const FIELD_OF_CODE: Record<string, string> = {
  'AUTH.USERNAME_TAKEN': 'username',
  'AUTH.EMAIL_TAKEN': 'email',
};

/** Field-level messages to show inline under the inputs after a failed signup. */
export function signupFieldErrors(failure: ApiFailure): Record<string, string> {
  if (failure.kind === 'network') return {};
  const byField: Record<string, string> = {};
  for (const { field, message } of failure.fieldErrors) byField[field] ??= message;
  const conflictField = failure.code ? FIELD_OF_CODE[failure.code] : undefined;
  if (conflictField) byField[conflictField] = signupErrorMessage(failure);
  return byField;
}
