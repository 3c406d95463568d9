export { WebhooksModule } from './webhooks.module';
export { WebhookJobsModule } from './webhook-jobs.module';
export { WebhookDeliveries } from './webhook-deliveries';
export { WebhookSender } from './webhook-sender';
export { hasActiveWebhookSql } from './webhook-endpoints.sql';
