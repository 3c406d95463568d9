import { Module } from '@nestjs/common';
import { WebhooksController } from './http/webhooks.controller';
import { WebhookJobsModule } from './webhook-jobs.module';
import { WebhooksService } from './webhooks.service';

/** Signed webhooks (issue 23 §2, ADR 0037): hosts register endpoints; changes are delivered signed. */
@Module({
  imports: [WebhookJobsModule],
  controllers: [WebhooksController],
  providers: [WebhooksService],
})
export class WebhooksModule {}
