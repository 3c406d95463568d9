import { MikroORM } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { type ErrorReportForwarder, FileErrorReportUseCase } from '@nightlife/domain';
import type { Job } from 'bullmq';
import { QueueFactory } from '../../../platform/queue/queue.factory';
import { ERROR_REPORT_FORWARDER } from '../error-reports.tokens';
import { MikroOrmErrorReportRepository } from '../persistence/mikro-orm-error-report.repository';
import { ERROR_REPORTS_QUEUE, type ErrorReportJobData, fromJobData } from './bullmq-error-report.queue';

/**
 * Worker side of error reports: files each queued report (store once, then forward). A thrown
 * error fails the attempt and BullMQ retries it with backoff.
 */
@Injectable()
export class FileErrorReportJob implements OnApplicationBootstrap {
  private readonly logger = new Logger(FileErrorReportJob.name);

  constructor(
    private readonly queues: QueueFactory,
    private readonly orm: MikroORM,
    @Inject(ERROR_REPORT_FORWARDER) private readonly forwarder: ErrorReportForwarder | null,
  ) {}

  onApplicationBootstrap(): void {
    this.queues.createWorker<ErrorReportJobData>(
      ERROR_REPORTS_QUEUE,
      (job: Job<ErrorReportJobData>) => this.process(job.data),
      {
        concurrency: 4,
      },
    );
  }

  async process(data: ErrorReportJobData): Promise<{ stored: boolean }> {
    // A fork is this job's own unit of work, independent of any HTTP request context.
    const repo = new MikroOrmErrorReportRepository(this.orm.em.fork());
    const result = await new FileErrorReportUseCase(repo, this.forwarder).execute(fromJobData(data));
    if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
    if (result.value.stored) this.logger.log(`Filed error report ${data.reportId}`);
    return { stored: result.value.stored };
  }
}
