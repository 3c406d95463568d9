import type { FieldError, ProblemDetails } from './generated/api';

/** What a failed call tells the user: an HTTP answer (with its problem+json fields) or no server. */
export type ApiFailure =
  | { kind: 'network' }
  | {
      kind: 'http';
      status: number;
      /** The stable error code (docs/api-contract.md), such as 'RSVP.ALREADY_EXISTS'. */
      code: ProblemDetails['code'] | null;
      /** The server's own words; null for an empty detail or a body that is not problem+json. */
      detail: ProblemDetails['detail'] | null;
      fieldErrors: FieldError[];
    };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function problemFields(data: unknown): Omit<Extract<ApiFailure, { kind: 'http' }>, 'kind' | 'status'> {
  // Only a problem+json body carries the server's words: a proxy's text or HTML page does not.
  if (!isRecord(data)) return { code: null, detail: null, fieldErrors: [] };
  const fieldErrors = Array.isArray(data.errors)
    ? data.errors.filter(
        (entry): entry is FieldError =>
          isRecord(entry) && typeof entry.field === 'string' && typeof entry.message === 'string',
      )
    : [];
  return {
    code: typeof data.code === 'string' ? data.code : null,
    detail: typeof data.detail === 'string' && data.detail.trim() ? data.detail : null,
    fieldErrors,
  };
}

/** Reads an RTK Query error (from the base query or a rejected `unwrap()`) as one ApiFailure. */
export function readApiFailure(error: unknown): ApiFailure {
  if (!isRecord(error)) return { kind: 'network' };
  const { status } = error;
  if (typeof status === 'number') return { kind: 'http', status, ...problemFields(error.data) };
  // RTK Query reports an unreadable body with the real status in originalStatus.
  if (status === 'PARSING_ERROR' && typeof error.originalStatus === 'number') {
    return { kind: 'http', status: error.originalStatus, ...problemFields(error.data) };
  }
  return { kind: 'network' };
}
