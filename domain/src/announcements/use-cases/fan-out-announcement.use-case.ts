import type { Clock } from '../../kernel/clock.port.js';
import type { AnnouncementDeliveries } from '../announcement.repository.port.js';

/** Recipients per fan-out transaction. */
export const FAN_OUT_BATCH_SIZE = 1000;

/**
 * Creates every recipient's delivery, a batch per transaction. Idempotent: a batch that was
 * committed creates nothing when run again, so a retry (or a worker killed half-way) resumes
 * without duplicates.
 */
export class FanOutAnnouncementUseCase {
  constructor(
    private readonly deliveries: AnnouncementDeliveries,
    private readonly clock: Clock,
    private readonly batchSize = FAN_OUT_BATCH_SIZE,
  ) {}

  async execute({ announcementId }: { announcementId: string }): Promise<{ created: number } | null> {
    let created = 0;
    for (let offset = 0; ; offset += this.batchSize) {
      const batch = await this.deliveries.fanOutBatch(announcementId, offset, this.batchSize);
      // Deleted (its event was) before it went out.
      if (batch === null) return null;
      created += batch.created;
      if (offset + this.batchSize >= batch.recipientCount) break;
    }
    await this.deliveries.markFannedOut(announcementId, this.clock.now());
    return { created };
  }
}
