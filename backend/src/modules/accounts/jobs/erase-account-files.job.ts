import { Logger } from '@nestjs/common';
import { eraseAccountFilesJob } from '@nightlife/domain';
import { type JobHandler, JobHandlerFor } from '../../../platform/queue/job-handler';
import { UserMediaService } from '../../uploads';

/** A deleted account's uploads (everything under its id in the storage); retried until the storage answers. */
@JobHandlerFor(eraseAccountFilesJob, { attempts: 10, backoffMs: 5_000, concurrency: 2 })
export class EraseAccountFilesJob implements JobHandler<{ userId: string }> {
  private readonly logger = new Logger(EraseAccountFilesJob.name);

  constructor(private readonly media: UserMediaService) {}

  async handle({ userId }: { userId: string }): Promise<{ deleted: number }> {
    const deleted = await this.media.deleteAllOf(userId);
    this.logger.log(`Deleted ${deleted} file(s) of deleted account ${userId}`);
    return { deleted };
  }
}
