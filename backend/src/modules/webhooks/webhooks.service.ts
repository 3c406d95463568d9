import { Inject, Injectable } from '@nestjs/common';
import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_ATTEMPT_LEASE_MS,
  WEBHOOK_SECRET_OVERLAP_MS,
  deliverWebhookJob,
  err,
  eventNotFoundError,
  ok,
  tooManyWebhooksError,
  validateNewWebhook,
  webhookAddressRefused,
  webhookDeliveryNotFoundError,
  webhookNotFoundError,
  type Clock,
  type IdGenerator,
  type NewWebhookInput,
  type Result,
  type WebhookEventType,
} from '@nightlife/domain';
import { SqlClient } from '../../platform/database/sql-client';
import { CLOCK, ID_GENERATOR } from '../../platform/kernel/kernel.tokens';
import { hostAllowed } from './webhook-address';
import { WebhookSecrets } from './webhook-secrets';
import { WebhookSender } from './webhook-sender';

export interface WebhookView {
  id: string;
  url: string;
  events: WebhookEventType[];
  eventId: string | null;
  state: 'active' | 'disabled';
  createdAt: string;
  /** Since when its deliveries have failed without a success between; null when they succeed. */
  failingSince: string | null;
  disabledAt: string | null;
}

/** A new endpoint, or a rolled secret, as its owner sees it once. */
export interface WebhookWithSecretView extends WebhookView {
  secret: string;
}

export interface WebhookAttemptView {
  attempt: number;
  at: string;
  durationMs: number;
  statusCode: number | null;
  error: string | null;
  responseExcerpt: string | null;
}

export interface WebhookDeliveryView {
  /** Also the `webhook-id` header: the same on every attempt. */
  id: string;
  type: WebhookEventType;
  eventId: string;
  state: 'pending' | 'delivered' | 'failed';
  createdAt: string;
  deliveredAt: string | null;
  nextAttemptAt: string | null;
  body: string;
  attempts: WebhookAttemptView[];
}

interface EndpointRow {
  id: string;
  url: string;
  event_types: WebhookEventType[];
  event_id: string | null;
  created_at: Date;
  failing_since: Date | null;
  disabled_at: Date | null;
}

const ENDPOINT_COLUMNS = 'id, url, event_types, event_id, created_at, failing_since, disabled_at';
const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());
/** Deliveries one page of the deliveries view shows, newest first. */
const DELIVERIES_SHOWN = 50;

/**
 * Webhook endpoints as their owner manages them (issue 23 §2, ADR 0037): register, list, delete,
 * see deliveries with their attempts, replay one, roll the secret. Another user's endpoint is not
 * found, whatever it is.
 */
@Injectable()
export class WebhooksService {
  constructor(
    private readonly sql: SqlClient,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    private readonly secrets: WebhookSecrets,
    private readonly sender: WebhookSender,
  ) {}

  async create(ownerId: string, input: NewWebhookInput): Promise<Result<WebhookWithSecretView>> {
    const valid = validateNewWebhook(input, (host) => hostAllowed(this.sender.policy, host));
    if (!valid.ok) return valid;
    const [{ count }] = await this.sql.query<{ count: number }>(
      'select count(*)::int as count from webhook_endpoints where owner_id = ?::uuid and disabled_at is null',
      [ownerId],
    );
    if (count >= MAX_WEBHOOK_ENDPOINTS) return err(tooManyWebhooksError());
    const { url, events, eventId } = valid.value;
    if (eventId !== null) {
      const [hosted] = await this.sql.query('select 1 from events where id = ?::uuid and host_id = ?::uuid', [
        eventId,
        ownerId,
      ]);
      if (!hosted) return err(eventNotFoundError());
    }
    const refusal = await this.sender.refusal(url);
    if (refusal !== null) return err(webhookAddressRefused(refusal));
    const id = this.ids.next();
    const secret = this.secrets.generate();
    const [row] = await this.sql.query<EndpointRow>(
      `insert into webhook_endpoints (id, owner_id, event_id, url, event_types, sealed_secret, created_at)
       values (?::uuid, ?::uuid, ?::uuid, ?, ?::text[], ?, ?) returning ${ENDPOINT_COLUMNS}`,
      [id, ownerId, eventId, url, events, this.secrets.seal(secret, id), this.clock.now()],
    );
    return ok({ ...view(row!), secret });
  }

  async list(ownerId: string): Promise<WebhookView[]> {
    const rows = await this.sql.query<EndpointRow>(
      `select ${ENDPOINT_COLUMNS} from webhook_endpoints where owner_id = ?::uuid order by created_at desc, id desc`,
      [ownerId],
    );
    return rows.map(view);
  }

  /** Deleted with its deliveries and their attempts; nothing more is sent to it. */
  async delete(ownerId: string, id: string): Promise<Result<void>> {
    const rows = await this.sql.query(
      'delete from webhook_endpoints where id = ?::uuid and owner_id = ?::uuid returning id',
      [id, ownerId],
    );
    return rows.length === 0 ? err(webhookNotFoundError()) : ok(undefined);
  }

  /** A new secret; the previous one keeps signing beside it for 24 hours. */
  async rollSecret(ownerId: string, id: string): Promise<Result<WebhookWithSecretView>> {
    const now = this.clock.now();
    const secret = this.secrets.generate();
    const [row] = await this.sql.query<EndpointRow>(
      `update webhook_endpoints set sealed_previous_secret = sealed_secret, previous_secret_until = ?,
         sealed_secret = ?
       where id = ?::uuid and owner_id = ?::uuid returning ${ENDPOINT_COLUMNS}`,
      [new Date(now.getTime() + WEBHOOK_SECRET_OVERLAP_MS), this.secrets.seal(secret, id), id, ownerId],
    );
    return row ? ok({ ...view(row), secret }) : err(webhookNotFoundError());
  }

  async deliveries(ownerId: string, id: string): Promise<Result<WebhookDeliveryView[]>> {
    const [owned] = await this.sql.query(
      'select 1 from webhook_endpoints where id = ?::uuid and owner_id = ?::uuid',
      [id, ownerId],
    );
    if (!owned) return err(webhookNotFoundError());
    const rows = await this.sql.query<{
      id: string;
      event_type: WebhookEventType;
      event_id: string;
      state: WebhookDeliveryView['state'];
      created_at: Date;
      delivered_at: Date | null;
      next_attempt_at: Date | null;
      body: string;
      attempts: {
        attempt: number;
        started_at: string;
        duration_ms: number;
        status_code: number | null;
        error: string | null;
        response_excerpt: string | null;
      }[];
    }>(
      `select d.id, d.event_type, d.event_id, d.state, d.created_at, d.delivered_at, d.next_attempt_at, d.body,
         (select coalesce(json_agg(row_to_json(a) order by a.attempt), '[]') from webhook_attempts a
           where a.delivery_id = d.id) as attempts
       from webhook_deliveries d where d.endpoint_id = ?::uuid
       order by d.created_at desc, d.id desc limit ${DELIVERIES_SHOWN}`,
      [id],
    );
    return ok(
      rows.map((row) => ({
        id: row.id,
        type: row.event_type,
        eventId: row.event_id,
        state: row.state,
        createdAt: iso(row.created_at)!,
        deliveredAt: iso(row.delivered_at),
        nextAttemptAt: row.state === 'pending' ? iso(row.next_attempt_at) : null,
        body: row.body,
        attempts: row.attempts.map((a) => ({
          attempt: a.attempt,
          at: iso(a.started_at)!,
          durationMs: a.duration_ms,
          statusCode: a.status_code,
          error: a.error,
          responseExcerpt: a.response_excerpt,
        })),
      })),
    );
  }

  /**
   * A new attempt of the delivery now (same webhook-id, fresh timestamp and signature), whatever
   * its state, even when its endpoint was disabled: the owner asked for it.
   */
  async replay(ownerId: string, id: string, deliveryId: string): Promise<Result<{ attempt: number }>> {
    const now = this.clock.now();
    const [row] = await this.sql.query<{ attempt: number }>(
      `with replayed as (
         update webhook_deliveries d set state = 'pending', queued_attempt = d.attempts + 1,
           next_attempt_at = ?
         from webhook_endpoints w
         where d.id = ?::uuid and d.endpoint_id = ?::uuid and w.id = d.endpoint_id and w.owner_id = ?::uuid
         returning d.id, d.attempts + 1 as attempt
       ),
       queued as (
         insert into job_outbox (id, job_name, payload, created_at, sent_at)
         select ?::uuid, ?, jsonb_build_object('deliveryId', id, 'attempt', attempt, 'replay', true), now(), null
         from replayed
       )
       select attempt from replayed`,
      [
        new Date(now.getTime() + WEBHOOK_ATTEMPT_LEASE_MS),
        deliveryId,
        id,
        ownerId,
        this.ids.next(),
        deliverWebhookJob.name,
      ],
    );
    return row ? ok({ attempt: row.attempt }) : err(webhookDeliveryNotFoundError());
  }
}

function view(row: EndpointRow): WebhookView {
  return {
    id: row.id,
    url: row.url,
    events: row.event_types,
    eventId: row.event_id,
    state: row.disabled_at === null ? 'active' : 'disabled',
    createdAt: iso(row.created_at)!,
    failingSince: iso(row.failing_since),
    disabledAt: iso(row.disabled_at),
  };
}
