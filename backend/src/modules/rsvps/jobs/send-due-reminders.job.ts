import { Inject } from '@nestjs/common';
import {
  type Clock,
  REMINDER_SWEEP_EVERY_MS,
  SendDueRemindersUseCase,
  sendDueRemindersJob,
} from '@nightlife/domain';
import { CLOCK } from '../../../platform/kernel/kernel.tokens';
import { JobHandlerFor, type JobHandler } from '../../../platform/queue/job-handler';
import { SqlReminderStore } from '../persistence/sql-reminder-store';

/**
 * The reminder sweep (ADR 0024): every few seconds, sends the reminders that came due. A failed
 * run is not retried; the next one does the work.
 */
@JobHandlerFor(sendDueRemindersJob, { every: REMINDER_SWEEP_EVERY_MS, attempts: 1, concurrency: 1 })
export class SendDueRemindersJob implements JobHandler<Record<string, never>> {
  private readonly sweep: SendDueRemindersUseCase;

  constructor(store: SqlReminderStore, @Inject(CLOCK) clock: Clock) {
    this.sweep = new SendDueRemindersUseCase(store, clock);
  }

  handle(): Promise<{ reminders: number; notices: number }> {
    return this.sweep.execute();
  }
}
