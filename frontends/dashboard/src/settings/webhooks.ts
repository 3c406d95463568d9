/** What a delivery's row says: its state and its last attempt ('Delivered · 204 in 35 ms'). */
export function deliveryOutcome(delivery: {
  state: 'pending' | 'delivered' | 'failed';
  attempts: { statusCode: number | null; error: string | null; durationMs: number }[];
}): string {
  const last = delivery.attempts.at(-1);
  const state = { pending: 'Waiting to retry', delivered: 'Delivered', failed: 'Failed' }[delivery.state];
  if (!last) return delivery.state === 'pending' ? 'Sending' : state;
  const answer = last.statusCode === null ? (last.error ?? 'no answer') : String(last.statusCode);
  const tries = delivery.attempts.length === 1 ? '' : ` (${delivery.attempts.length} attempts)`;
  return `${state} · ${answer} in ${Math.round(last.durationMs)} ms${tries}`;
}
