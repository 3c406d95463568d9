import { Inject } from '@nestjs/common';
import {
  WEBHOOK_RETRY_SWEEP_EVERY_MS,
  deliverWebhookJob,
  emailWebhookDisabledJob,
  fanOutWebhookChangeJob,
  webhookDisabledMail,
  webhookRetrySweepJob,
  type MailSender,
  type WebhookChange,
} from '@nightlife/domain';
import { SqlClient } from '../../../platform/database/sql-client';
import { MAIL_SENDER } from '../../../platform/mail/mail.tokens';
import { JobHandlerFor, type JobHandler } from '../../../platform/queue/job-handler';
import { WebhookDeliveries } from '../webhook-deliveries';

/** One change to the matching endpoints: a delivery each (idempotent per endpoint and change). */
@JobHandlerFor(fanOutWebhookChangeJob, { attempts: 8, backoffMs: 1_000, concurrency: 4 })
export class FanOutWebhookChangeJob implements JobHandler<WebhookChange> {
  constructor(private readonly deliveries: WebhookDeliveries) {}

  handle(change: WebhookChange): Promise<{ deliveries: number }> {
    return this.deliveries.fanOut(change);
  }
}

/**
 * One attempt of one delivery. A failed HTTP attempt is an outcome, not a job failure: it is
 * recorded and its retry scheduled on the webhook schedule (the sweep queues it when due). The
 * job itself is retried only when the database fails.
 */
@JobHandlerFor(deliverWebhookJob, { attempts: 3, backoffMs: 2_000, concurrency: 8 })
export class DeliverWebhookJob implements JobHandler<{
  deliveryId: string;
  attempt: number;
  replay?: boolean;
}> {
  constructor(private readonly deliveries: WebhookDeliveries) {}

  handle(payload: { deliveryId: string; attempt: number; replay?: boolean }) {
    return this.deliveries.attempt(payload);
  }
}

/** Queues the retries that came due. A failed run is not retried; the next one does the work. */
@JobHandlerFor(webhookRetrySweepJob, { every: WEBHOOK_RETRY_SWEEP_EVERY_MS, attempts: 1, concurrency: 1 })
export class WebhookRetrySweepJob implements JobHandler<Record<string, never>> {
  constructor(private readonly deliveries: WebhookDeliveries) {}

  async handle(): Promise<{ queued: number }> {
    return { queued: await this.deliveries.sweep() };
  }
}

/** Tells the owner their endpoint was disabled (one mail per disabling: its idempotency key). */
@JobHandlerFor(emailWebhookDisabledJob, { attempts: 6, backoffMs: 2_000, concurrency: 2 })
export class EmailWebhookDisabledJob implements JobHandler<{ endpointId: string; disabledAt: string }> {
  constructor(
    private readonly sql: SqlClient,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
  ) {}

  async handle(payload: { endpointId: string; disabledAt: string }): Promise<{ sent: boolean }> {
    const [row] = await this.sql.query<{ url: string; email: string; first_name: string }>(
      `select w.url, u.email, u.first_name from webhook_endpoints w join users u on u.id = w.owner_id
       where w.id = ?::uuid and w.disabled_at is not null`,
      [payload.endpointId],
    );
    if (!row) return { sent: false }; // deleted meanwhile
    await this.mail.send(
      webhookDisabledMail({
        to: row.email,
        firstName: row.first_name,
        url: row.url,
        endpointId: payload.endpointId,
        disabledAt: payload.disabledAt,
      }),
    );
    return { sent: true };
  }
}
