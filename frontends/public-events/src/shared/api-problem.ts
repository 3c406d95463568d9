/** The problem+json body fields this journey reads from a failed call (docs/api-contract.md). */
interface Problem {
  code?: string;
  detail?: string;
}

function problemOf(error: unknown): Problem {
  if (typeof error !== 'object' || error === null || !('data' in error)) return {};
  const data = (error as { data: unknown }).data;
  return typeof data === 'object' && data !== null ? (data as Problem) : {};
}

/** The stable error code, such as 'RSVP.ALREADY_EXISTS', or null. */
export function problemCode(error: unknown): string | null {
  const { code } = problemOf(error);
  return typeof code === 'string' ? code : null;
}

/** The server's human-readable message, or null when it sent none. */
export function serverMessage(error: unknown): string | null {
  const { detail } = problemOf(error);
  return typeof detail === 'string' && detail.trim() ? detail : null;
}
