import { LOGIN_MESSAGES, SIGNUP_MESSAGES } from '@nightlife/domain';

// Reads what an RTK Query error tells the user: the HTTP status and the server's own words
// (the problem+json `detail`, per-field `errors`), or that the server could not be reached.

export interface FieldMessage {
  field: string;
  message: string;
}

export type ApiFailure =
  | { kind: 'network' }
  | { kind: 'http'; status: number; code: string | null; detail: string | null; fieldErrors: FieldMessage[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function problemOf(data: unknown): {
  code: string | null;
  detail: string | null;
  fieldErrors: FieldMessage[];
} {
  if (typeof data === 'string') return { code: null, detail: data.trim() || null, fieldErrors: [] };
  if (!isRecord(data)) return { code: null, detail: null, fieldErrors: [] };
  const text = [data.detail, data.message, data.error, data.title].find(
    (candidate): candidate is string => typeof candidate === 'string' && candidate.trim() !== '',
  );
  const fieldErrors = Array.isArray(data.errors)
    ? data.errors.filter(
        (entry): entry is FieldMessage =>
          isRecord(entry) && typeof entry.field === 'string' && typeof entry.message === 'string',
      )
    : [];
  return { code: typeof data.code === 'string' ? data.code : null, detail: text ?? null, fieldErrors };
}

export function readApiFailure(error: unknown): ApiFailure {
  if (!isRecord(error)) return { kind: 'network' };
  const { status } = error;
  if (typeof status === 'number') return { kind: 'http', status, ...problemOf(error.data) };
  // RTK Query reports an unreadable body with the real status in originalStatus.
  if (status === 'PARSING_ERROR' && typeof error.originalStatus === 'number') {
    return { kind: 'http', status: error.originalStatus, ...problemOf(error.data) };
  }
  return { kind: 'network' };
}

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
