import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import {
  type Clock,
  type ObjectStorage,
  PENDING_PREFIX,
  PENDING_UPLOAD_RETENTION_MS,
  USED_PREFIX,
} from '@nightlife/domain';
import { CLOCK } from '../../platform/kernel/kernel.tokens';
import { OBJECT_STORAGE } from '../../platform/storage/storage.tokens';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes uploads nobody published (the browser PUT a file and never used it) once a day old,
 * hourly and at boot. Idempotent, so every API replica may run it. (On S3 a lifecycle rule on
 * pending/ does the same; see ENVIRONMENT.md.)
 */
@Injectable()
export class PendingUploadsSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(PendingUploadsSweeper.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), SWEEP_EVERY_MS).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  async sweep(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - PENDING_UPLOAD_RETENTION_MS);
    try {
      const deleted = await this.storage.deleteOlderThan(PENDING_PREFIX, before);
      // A used address's mark outlives every upload address signed before it (minutes).
      await this.storage.deleteOlderThan(USED_PREFIX, before);
      if (deleted > 0) this.logger.log(`Deleted ${deleted} unpublished upload(s) older than a day`);
      return deleted;
    } catch (error) {
      this.logger.warn(`Sweeping unpublished uploads failed: ${String(error)}`);
      return 0;
    }
  }
}
