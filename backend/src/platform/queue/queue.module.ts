import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JOB_OUTBOX } from './queue.tokens';
import { JobOutboxSchema } from './job-outbox.schema';
import { JobRegistry } from './job-registry';
import { JobWorkers } from './job-workers';
import { MikroOrmJobOutbox } from './mikro-orm-job.outbox';
import { OutboxRelay } from './outbox-relay';
import { QueueFactory } from './queue.factory';

/**
 * The jobs platform (docs/jobs.md): the domain's JobOutbox (inject JOB_OUTBOX), the relay
 * from the outbox to BullMQ, and a worker per @JobHandlerFor provider.
 */
@Global()
@Module({
  imports: [DiscoveryModule, MikroOrmModule.forFeature([JobOutboxSchema])],
  providers: [
    QueueFactory,
    JobRegistry,
    JobWorkers,
    OutboxRelay,
    { provide: JOB_OUTBOX, useClass: MikroOrmJobOutbox },
  ],
  exports: [QueueFactory, JOB_OUTBOX],
})
export class QueueModule {}
