/**
 * Whether the event (an SQL expression for its id) has an active webhook endpoint listening: its
 * host's account-wide endpoints or the event's own (ADR 0037). The changes of events without one
 * write no fan-out job. For the statements of other modules that write changes (places save, event
 * update, announcement fan-out); the webhooks module owns the table.
 */
export function hasActiveWebhookSql(eventId: string): string {
  return `exists (select 1 from webhook_endpoints w join events we on we.id = ${eventId}
    where w.owner_id = we.host_id and w.disabled_at is null and (w.event_id is null or w.event_id = we.id))`;
}
