import { Inject, Logger } from '@nestjs/common';
import { type Clock, fanOutAnnouncementJob, FanOutAnnouncementUseCase } from '@nightlife/domain';
import { CLOCK } from '../../../platform/kernel/kernel.tokens';
import { type JobHandler, JobHandlerFor } from '../../../platform/queue/job-handler';
import { SqlAnnouncementDeliveries } from '../persistence/sql-announcement-deliveries';

type Payload = { announcementId: string };

/**
 * Creates the announcement's deliveries (the attendees' inbox entries) and email jobs, a
 * batch per statement. A retry, or a run after the worker was killed half-way, creates only
 * what is missing.
 */
@JobHandlerFor(fanOutAnnouncementJob, { attempts: 10, backoffMs: 1_000, concurrency: 2 })
export class FanOutAnnouncementJob implements JobHandler<Payload> {
  private readonly logger = new Logger(FanOutAnnouncementJob.name);
  private readonly fanOut: FanOutAnnouncementUseCase;

  constructor(deliveries: SqlAnnouncementDeliveries, @Inject(CLOCK) clock: Clock) {
    this.fanOut = new FanOutAnnouncementUseCase(deliveries, clock);
  }

  async handle(payload: Payload): Promise<{ created: number } | null> {
    const result = await this.fanOut.execute(payload);
    this.logger.log(
      result === null
        ? `Announcement ${payload.announcementId} no longer exists`
        : `Announcement ${payload.announcementId}: ${result.created} deliveries created`,
    );
    return result;
  }
}
