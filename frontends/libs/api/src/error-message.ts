/**
 * The text to show for a failed call: the base query's `${status}: ${body}` message,
 * a thrown Error's message, or a generic fallback.
 */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (typeof error === 'string' && error) return error;
  if (
    error &&
    typeof error === 'object' &&
    'message' in error &&
    typeof error.message === 'string' &&
    error.message
  ) {
    return error.message;
  }
  return fallback;
}
