import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  WEBHOOK_ATTEMPT_LEASE_MS,
  deliverWebhookJob,
  emailWebhookDisabledJob,
  isWebhookSuccess,
  nextWebhookAttemptAt,
  shouldDisableWebhookEndpoint,
  webhookBody,
  type Clock,
  type IdGenerator,
  type WebhookChange,
} from '@nightlife/domain';
import { SqlClient } from '../../platform/database/sql-client';
import { webhookSignatureHeader } from './webhook-signature';
import { CLOCK, ID_GENERATOR } from '../../platform/kernel/kernel.tokens';
import { WebhookSecrets } from './webhook-secrets';
import { WebhookSender } from './webhook-sender';

// One delivery per (endpoint, change) whose id is derived from both (an MD5 shaped as a version 8
// UUID), and one job per new delivery (its first attempt): a re-run fan-out creates nothing twice
// (ADR 0037).
const FAN_OUT_SQL = `
  with matching as (
    select w.id from webhook_endpoints w join events e on e.id = ?::uuid
    where w.owner_id = e.host_id and w.disabled_at is null and ? = any(w.event_types)
      and (w.event_id is null or w.event_id = e.id)
  ),
  inserted as (
    insert into webhook_deliveries (id, endpoint_id, change_id, event_type, event_id, body, created_at,
      state, attempts, queued_attempt, next_attempt_at)
    select overlay(overlay(md5('webhooks.delivery:' || m.id || ':' || ?) placing '8' from 13 for 1)
        placing '8' from 17 for 1)::uuid, m.id, ?::uuid, ?, ?::uuid, ?, ?,
      'pending', 0, 1, ?
    from matching m
    on conflict (endpoint_id, change_id) do nothing
    returning id
  )
  insert into job_outbox (id, job_name, payload, created_at, sent_at)
  select md5('webhooks.deliver:' || id || ':1')::uuid, ?, jsonb_build_object('deliveryId', id, 'attempt', 1),
    now(), null
  from inserted
  on conflict (id) do nothing
  returning id`;

// An attempt is claimed by moving the delivery's count to it: two runs of one attempt (a
// re-published job, a replay racing a retry) make one request. The lease brings a claimed attempt
// whose worker died back to the sweep.
const CLAIM_SQL = `
  update webhook_deliveries d set attempts = ?, next_attempt_at = ?
  from webhook_endpoints w
  where d.id = ?::uuid and w.id = d.endpoint_id and d.state = 'pending' and d.attempts = ? - 1
    and (w.disabled_at is null or ?::boolean)
  returning d.id, d.body, d.event_type, w.id as endpoint_id, w.url, w.sealed_secret,
    w.sealed_previous_secret, w.previous_secret_until`;

const RECORD_SQL = `insert into webhook_attempts (id, delivery_id, attempt, started_at, duration_ms, status_code,
    error, response_excerpt) values (?::uuid, ?::uuid, ?, ?, ?, ?, ?, ?) on conflict do nothing`;

const DELIVERED_SQL = `
  with delivered as (
    update webhook_deliveries set state = 'delivered', delivered_at = ?, next_attempt_at = null
    where id = ?::uuid returning endpoint_id
  )
  update webhook_endpoints set failing_since = null where id in (select endpoint_id from delivered)`;

// A failed attempt: the next one is scheduled (or the delivery fails for good), and the endpoint's
// failing streak starts if it had not. Returns the streak's start, for the disable rule.
const FAILED_SQL = `
  with failed as (
    update webhook_deliveries set state = ?, next_attempt_at = ? where id = ?::uuid returning endpoint_id
  )
  update webhook_endpoints set failing_since = coalesce(failing_since, ?)
  where id in (select endpoint_id from failed) returning failing_since`;

// Disabled once, with its owner's mail job in the same statement; its pending deliveries stop.
const DISABLE_SQL = `
  with disabled as (
    update webhook_endpoints set disabled_at = ? where id = ?::uuid and disabled_at is null returning id
  ),
  stopped as (
    update webhook_deliveries set state = 'failed', next_attempt_at = null
    where endpoint_id in (select id from disabled) and state = 'pending'
  )
  insert into job_outbox (id, job_name, payload, created_at, sent_at)
  select md5('webhooks.disabled:' || id || ':' || ?)::uuid, ?,
    jsonb_build_object('endpointId', id, 'disabledAt', ?::text), now(), null
  from disabled returning id`;

// Due retries (and attempts whose lease ran out) get their job, once per attempt number.
const SWEEP_SQL = `
  with due as (
    update webhook_deliveries d set queued_attempt = d.attempts + 1
    from webhook_endpoints w
    where w.id = d.endpoint_id and w.disabled_at is null and d.state = 'pending'
      and d.next_attempt_at <= ? and d.queued_attempt <= d.attempts
    returning d.id, d.attempts + 1 as attempt
  )
  insert into job_outbox (id, job_name, payload, created_at, sent_at)
  select md5('webhooks.deliver:' || id || ':' || attempt)::uuid, ?,
    jsonb_build_object('deliveryId', id, 'attempt', attempt), now(), null
  from due on conflict (id) do nothing returning id`;

interface ClaimedRow {
  id: string;
  body: string;
  event_type: string;
  endpoint_id: string;
  url: string;
  sealed_secret: string;
  sealed_previous_secret: string | null;
  previous_secret_until: Date | null;
}

/**
 * The delivery side of webhooks (ADR 0037), run by the jobs: fan a change out to the matching
 * endpoints, make one attempt of one delivery, queue the retries that came due. Time is the clock
 * port's, so tests move it.
 */
@Injectable()
export class WebhookDeliveries {
  private readonly logger = new Logger('Webhooks');

  constructor(
    private readonly sql: SqlClient,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    private readonly secrets: WebhookSecrets,
    private readonly sender: WebhookSender,
  ) {}

  async fanOut(change: WebhookChange): Promise<{ deliveries: number }> {
    const now = this.clock.now();
    const rows = await this.sql.query(FAN_OUT_SQL, [
      change.eventId,
      change.type,
      change.changeId,
      change.changeId,
      change.type,
      change.eventId,
      webhookBody(change),
      now,
      now,
      deliverWebhookJob.name,
    ]);
    return { deliveries: rows.length };
  }

  /** One attempt (number `attempt`) of a delivery; nothing when that attempt was made already. */
  async attempt(payload: {
    deliveryId: string;
    attempt: number;
    replay?: boolean;
  }): Promise<{ made: false } | { made: true; delivered: boolean; statusCode: number | null }> {
    const now = this.clock.now();
    const [claimed] = await this.sql.query<ClaimedRow>(CLAIM_SQL, [
      payload.attempt,
      new Date(now.getTime() + WEBHOOK_ATTEMPT_LEASE_MS),
      payload.deliveryId,
      payload.attempt,
      payload.replay === true,
    ]);
    if (!claimed) return { made: false };
    const secrets = [this.secrets.unseal(claimed.sealed_secret, claimed.endpoint_id)];
    if (
      claimed.sealed_previous_secret !== null &&
      claimed.previous_secret_until !== null &&
      new Date(claimed.previous_secret_until).getTime() > now.getTime()
    ) {
      secrets.push(this.secrets.unseal(claimed.sealed_previous_secret, claimed.endpoint_id));
    }
    const usable = secrets.filter((secret): secret is string => secret !== null);
    const timestamp = Math.floor(now.getTime() / 1000);
    const outcome =
      usable.length === 0
        ? {
            statusCode: null,
            error: 'The signing secret cannot be read (SESSION_SECRET changed): roll the secret',
            durationMs: 0,
            responseExcerpt: null,
          }
        : await this.sender.post(
            claimed.url,
            {
              'webhook-id': claimed.id,
              'webhook-timestamp': String(timestamp),
              'webhook-signature': webhookSignatureHeader(usable, claimed.id, timestamp, claimed.body),
            },
            claimed.body,
          );
    await this.sql.query(RECORD_SQL, [
      this.ids.next(),
      claimed.id,
      payload.attempt,
      now,
      outcome.durationMs,
      outcome.statusCode,
      outcome.error,
      outcome.responseExcerpt,
    ]);
    const done = this.clock.now();
    if (isWebhookSuccess(outcome.statusCode)) {
      await this.sql.query(DELIVERED_SQL, [done, claimed.id]);
      return { made: true, delivered: true, statusCode: outcome.statusCode };
    }
    const next = nextWebhookAttemptAt(payload.attempt, done);
    const [streak] = await this.sql.query<{ failing_since: Date }>(FAILED_SQL, [
      next === null ? 'failed' : 'pending',
      next,
      claimed.id,
      done,
    ]);
    if (streak && shouldDisableWebhookEndpoint(new Date(streak.failing_since), done)) {
      const disabled = await this.sql.query(DISABLE_SQL, [
        done,
        claimed.endpoint_id,
        done.toISOString(),
        emailWebhookDisabledJob.name,
        done.toISOString(),
      ]);
      if (disabled.length > 0) {
        this.logger.warn(`Webhook ${claimed.endpoint_id} disabled after a day of failed deliveries`);
      }
    }
    return { made: true, delivered: false, statusCode: outcome.statusCode };
  }

  /** Queues every retry that came due; returns how many. */
  async sweep(): Promise<number> {
    const rows = await this.sql.query(SWEEP_SQL, [this.clock.now(), deliverWebhookJob.name]);
    return rows.length;
  }
}
