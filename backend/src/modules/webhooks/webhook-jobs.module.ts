import { Module } from '@nestjs/common';
import { MailModule } from '../../platform/mail/mail.module';
import {
  DeliverWebhookJob,
  EmailWebhookDisabledJob,
  FanOutWebhookChangeJob,
  WebhookRetrySweepJob,
} from './jobs/webhook.jobs';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookSecrets } from './webhook-secrets';
import { WebhookSender } from './webhook-sender';

/** What webhook jobs need, without HTTP: imported by WebhooksModule and by the worker. */
@Module({
  imports: [MailModule],
  providers: [
    WebhookSecrets,
    WebhookSender,
    WebhookDeliveries,
    FanOutWebhookChangeJob,
    DeliverWebhookJob,
    WebhookRetrySweepJob,
    EmailWebhookDisabledJob,
  ],
  exports: [WebhookSecrets, WebhookSender, WebhookDeliveries],
})
export class WebhookJobsModule {}
