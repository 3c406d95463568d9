import { defineJob, type JsonValue } from '../kernel/job.js';
import { DomainError, type FieldError } from '../kernel/domain-error.js';
import { err, ok, type Result } from '../kernel/result.js';
import type { Event } from '../events/event.js';
import type { Rsvp } from '../rsvps/rsvp.js';
import type { MailMessage } from '../kernel/mail.port.js';

// Signed webhooks (issue 23 §2, ADR 0037): a host registers HTTPS endpoints for chosen kinds of
// change on their events; each change is delivered once per matching endpoint, signed the
// Standard Webhooks way, retried on a schedule for a day, and an endpoint failing that long is
// disabled and its owner told.

/** The catalogue of changes an endpoint may subscribe to. */
export const WEBHOOK_EVENT_TYPES = {
  'rsvp.created': "A guest RSVP'd to your event",
  'rsvp.changed': "A guest's RSVP changed (answer, party, or status such as approved or waitlisted)",
  'rsvp.cancelled': 'A guest cancelled their RSVP',
  'checkin.created': 'A guest was checked in',
  'announcement.delivered': 'An announcement reached its recipients',
  'event.updated': 'Your event was edited',
} as const;
export type WebhookEventType = keyof typeof WEBHOOK_EVENT_TYPES;
export const WEBHOOK_EVENT_TYPE_NAMES = Object.keys(WEBHOOK_EVENT_TYPES) as WebhookEventType[];

export function isWebhookEventType(value: unknown): value is WebhookEventType {
  return typeof value === 'string' && Object.hasOwn(WEBHOOK_EVENT_TYPES, value);
}

/** Endpoints one account may have at once. */
export const MAX_WEBHOOK_ENDPOINTS = 10;
export const WEBHOOK_URL_MAX = 2_000;
/** How long the previous secret still signs after a roll. */
export const WEBHOOK_SECRET_OVERLAP_MS = 24 * 3_600_000;
/** An endpoint whose deliveries have failed this long, with no success between, is disabled. */
export const WEBHOOK_DISABLE_AFTER_MS = 24 * 3_600_000;
/** A delivery attempt's time limit, and how much of an answer is read and kept. */
export const WEBHOOK_TIMEOUT_MS = 5_000;
export const WEBHOOK_RESPONSE_READ_BYTES = 64 * 1024;
export const WEBHOOK_RESPONSE_EXCERPT_BYTES = 1024;

/**
 * The delays before each retry after the first attempt (the Standard Webhooks / Svix schedule):
 * 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. Eight attempts over about 27.6 hours, so a delivery is
 * still being retried when its endpoint has failed for a day.
 */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
];

/**
 * When the next attempt is due after `attemptsMade` attempts (the last one failing at
 * `failedAt`); null when the schedule is spent and the delivery has failed for good.
 */
export function nextWebhookAttemptAt(
  attemptsMade: number,
  failedAt: Date,
  delays: readonly number[] = WEBHOOK_RETRY_DELAYS_MS,
): Date | null {
  const delay = delays[attemptsMade - 1];
  return delay === undefined ? null : new Date(failedAt.getTime() + delay);
}

/** After a failed attempt: is the endpoint's failing streak (since `failingSince`) a day long? */
export function shouldDisableWebhookEndpoint(failingSince: Date | null, now: Date): boolean {
  return failingSince !== null && now.getTime() - failingSince.getTime() >= WEBHOOK_DISABLE_AFTER_MS;
}

/** A 2xx answer is a delivery; anything else (or no answer) is a failed attempt. */
export function isWebhookSuccess(status: number | null): boolean {
  return status !== null && status >= 200 && status < 300;
}

export const WebhookErrorCodes = {
  NOT_FOUND: 'WEBHOOK.NOT_FOUND',
  DELIVERY_NOT_FOUND: 'WEBHOOK.DELIVERY_NOT_FOUND',
  TOO_MANY: 'WEBHOOK.TOO_MANY',
} as const;
export type WebhookErrorCode = (typeof WebhookErrorCodes)[keyof typeof WebhookErrorCodes];

declare module '../kernel/domain-error.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorCodeRegistry extends Record<WebhookErrorCode, true> {}
}

export function webhookNotFoundError(): DomainError {
  return new DomainError(WebhookErrorCodes.NOT_FOUND, 'Webhook not found.');
}

export function webhookDeliveryNotFoundError(): DomainError {
  return new DomainError(WebhookErrorCodes.DELIVERY_NOT_FOUND, 'Webhook delivery not found.');
}

export function tooManyWebhooksError(): DomainError {
  return new DomainError(
    WebhookErrorCodes.TOO_MANY,
    `An account may have at most ${MAX_WEBHOOK_ENDPOINTS} webhooks: delete one first.`,
  );
}

export interface NewWebhookInput {
  url?: unknown;
  events?: unknown;
  eventId?: unknown;
}

export interface ValidWebhookInput {
  url: string;
  /** Lowercased host name (or IP literal, IPv6 without brackets). */
  host: string;
  events: WebhookEventType[];
  eventId: string | null;
}

/**
 * A new endpoint's address and subscriptions. HTTPS only, except plain http to a host the
 * operator allows (`allowsHttpHost`); no credentials in the URL; at least one known event type
 * (kept in catalogue order). Whether the address is public is checked after DNS resolution, by
 * the adapter that connects.
 */
export function validateNewWebhook(
  input: NewWebhookInput,
  allowsHttpHost: (host: string) => boolean,
): Result<ValidWebhookInput> {
  const errors: FieldError[] = [];
  let parsed: { scheme: string; host: string } | null = null;
  const url = typeof input.url === 'string' ? input.url.trim() : '';
  if (url === '') {
    errors.push({ field: 'url', message: 'Give the https:// address to deliver to' });
  } else if (url.length > WEBHOOK_URL_MAX) {
    errors.push({ field: 'url', message: `The address is longer than ${WEBHOOK_URL_MAX} characters` });
  } else {
    const match = WEB_ADDRESS.exec(url);
    if (match === null) {
      errors.push({
        field: 'url',
        message: 'Not a valid https:// address (and no user name or password in it)',
      });
    } else {
      parsed = { scheme: match[1]!.toLowerCase(), host: match[2]!.replace(/^\[|\]$/g, '').toLowerCase() };
      if (parsed.scheme !== 'https' && !allowsHttpHost(parsed.host)) {
        errors.push({ field: 'url', message: 'Webhooks are delivered over https:// only' });
      }
    }
  }
  const events = Array.isArray(input.events) ? input.events : null;
  if (events === null || events.length === 0) {
    errors.push({ field: 'events', message: 'Choose at least one kind of change' });
  } else if (!events.every(isWebhookEventType)) {
    errors.push({ field: 'events', message: `Known kinds: ${WEBHOOK_EVENT_TYPE_NAMES.join(', ')}` });
  }
  const eventId = input.eventId ?? null;
  if (eventId !== null && (typeof eventId !== 'string' || !UUID.test(eventId))) {
    errors.push({ field: 'eventId', message: 'eventId must be the id of one of your events' });
  }
  if (errors.length > 0) return err(DomainError.validation(errors));
  return ok({
    url,
    host: parsed!.host,
    events: WEBHOOK_EVENT_TYPE_NAMES.filter((type) => (events as unknown[]).includes(type)),
    eventId: eventId as string | null,
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// http(s), '//', a host (name, IPv4 or [IPv6]) with no user info, an optional port, then an
// optional path, query or fragment, printable ASCII only (as custom QR destinations).
const WEB_ADDRESS =
  /^(https?):\/\/((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\]))(?::\d{1,5})?(?:[/?#][!#$%&'()*+,\-./0-9:;=?@A-Z[\]_a-z~]*)?$/i;

/** The refusal of an address that is not public (loopback, private, link-local...). */
export function webhookAddressRefused(reason: string): DomainError {
  return DomainError.validation([
    { field: 'url', message: `This address is not reachable from the internet (${reason})` },
  ]);
}

/** One change of an event, as it travels through the outbox to the fan-out. */
export interface WebhookChange {
  [key: string]: JsonValue;
  /** The change's own id: each endpoint's delivery of it is keyed by (endpoint, change). */
  changeId: string;
  type: WebhookEventType;
  eventId: string;
  /** ISO instant of the change. */
  occurredAt: string;
  data: { [key: string]: JsonValue };
}

/** The body a receiver gets (Standard Webhooks: type, timestamp, data). */
export function webhookBody(change: Pick<WebhookChange, 'type' | 'occurredAt' | 'data'>): string {
  return JSON.stringify({ type: change.type, timestamp: change.occurredAt, data: change.data });
}

/** Fans one change out to the matching endpoints: one delivery each, then one delivery job each. */
export const fanOutWebhookChangeJob = defineJob<WebhookChange>('webhooks.fan-out');
/** One attempt of one delivery (the attempt's number makes a re-published job run once). */
export const deliverWebhookJob = defineJob<{ deliveryId: string; attempt: number; replay?: boolean }>(
  'webhooks.deliver',
);
/** Tells an endpoint's owner it was disabled after a day of failures. */
export const emailWebhookDisabledJob = defineJob<{ endpointId: string; disabledAt: string }>(
  'webhooks.disabled-email',
);

function rsvpData(rsvp: Rsvp): { [key: string]: JsonValue } {
  return {
    rsvpId: rsvp.id,
    eventId: rsvp.eventId,
    userId: rsvp.userId,
    guestName: rsvp.guestName,
    response: rsvp.response,
    status: rsvp.status,
    plusOnes: rsvp.plusOnes,
  };
}

/**
 * The changes a places save makes, as webhook changes: a new RSVP is `rsvp.created`; an RSVP that
 * became cancelled is `rsvp.cancelled`, one that became checked in `checkin.created`; any other
 * change of what a guest or host sees (answer, party, status) is `rsvp.changed`. Changes that
 * only move a ticket version are none. `newId` gives each change its id.
 */
export function rsvpWebhookChanges(
  before: readonly Rsvp[],
  inserted: readonly Rsvp[],
  updated: readonly Rsvp[],
  now: Date,
  newId: () => string,
): WebhookChange[] {
  const loaded = new Map(before.map((rsvp) => [rsvp.id, rsvp]));
  const change = (type: WebhookEventType, rsvp: Rsvp): WebhookChange => ({
    changeId: newId(),
    type,
    eventId: rsvp.eventId,
    occurredAt: now.toISOString(),
    data: rsvpData(rsvp),
  });
  const changes = inserted.map((rsvp) => change('rsvp.created', rsvp));
  for (const rsvp of updated) {
    const was = loaded.get(rsvp.id);
    if (was && was.status !== rsvp.status && rsvp.status === 'cancelled') {
      changes.push(change('rsvp.cancelled', rsvp));
    } else if (was && was.status !== rsvp.status && rsvp.status === 'checked_in') {
      changes.push(change('checkin.created', rsvp));
    } else if (
      !was ||
      was.status !== rsvp.status ||
      was.response !== rsvp.response ||
      was.plusOnes !== rsvp.plusOnes ||
      was.guestName !== rsvp.guestName ||
      was.message !== rsvp.message ||
      was.emoji !== rsvp.emoji
    ) {
      changes.push(change('rsvp.changed', rsvp));
    }
  }
  return changes;
}

/** An edited event, as a webhook change (what a listener needs to refresh its copy). */
export function eventUpdatedWebhookChange(event: Event, changeId: string): WebhookChange {
  return {
    changeId,
    type: 'event.updated',
    eventId: event.id,
    occurredAt: event.updatedAt.toISOString(),
    data: {
      eventId: event.id,
      slug: event.slug,
      title: event.title,
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt === null ? null : event.endsAt.toISOString(),
      timeZone: event.timeZone,
      isPublished: event.isPublished,
      maxCapacity: event.maxCapacity,
    },
  };
}

/** The mail telling an owner their endpoint was disabled (sent by a job, idempotent per disabling). */
export function webhookDisabledMail(input: {
  to: string;
  firstName: string;
  url: string;
  endpointId: string;
  disabledAt: string;
}): MailMessage {
  return {
    to: [input.to],
    subject: 'Your webhook was disabled after a day of failed deliveries',
    text: [
      `Hi ${input.firstName},`,
      '',
      `Deliveries to your webhook ${input.url} have failed for a day, so we stopped sending to it.`,
      'Check the endpoint, look at its recent deliveries and their answers, and replay the ones you',
      'need once it answers again; register it anew to receive new changes.',
    ].join('\n'),
    // One mail per disabling; the instant in ms keeps the key a plain file and Message-ID name.
    idempotencyKey: `webhooks.disabled.${input.endpointId}.${Date.parse(input.disabledAt)}`,
  };
}

/** Due retries are queued by a sweep this often (a retry is at most this late). */
export const WEBHOOK_RETRY_SWEEP_EVERY_MS = 2_000;
/** A claimed attempt that left no outcome (its worker died) is tried again after this long. */
export const WEBHOOK_ATTEMPT_LEASE_MS = 60_000;
/** Queues the retries that came due (a scheduled job: the next run is its retry). */
export const webhookRetrySweepJob = defineJob<Record<string, never>>('webhooks.retry-sweep');
