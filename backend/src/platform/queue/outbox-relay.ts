import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { Clock, JobPayload } from '@nightlife/domain';
import type { Queue } from 'bullmq';
import { AppConfig } from '../config/app-config';
import { CLOCK } from '../kernel/kernel.tokens';
import { JobOutboxSchema } from './job-outbox.schema';
import { JobRegistry } from './job-registry';
import { QueueFactory } from './queue.factory';

export interface PendingJob {
  id: string;
  job_name: string;
  payload: JobPayload;
}

/** Rows taken per transaction. */
export const RELAY_BATCH_SIZE = 100;
/** Idle wait between polls; a full batch is followed at once by the next. */
export const RELAY_POLL_MS = 250;
const RELAY_ERROR_PAUSE_MS = 2_000;
const PRUNE_EVERY_MS = 60_000;
/** Sent rows are kept this long for inspection, then deleted. */
const KEEP_SENT_MS = 24 * 3600 * 1000;

/**
 * Moves committed outbox rows to BullMQ. Each batch is one transaction: take pending rows
 * with FOR UPDATE SKIP LOCKED (so relays in several processes share the work instead of
 * blocking), publish each with its row id as the job id, then mark them sent. A crash after
 * publishing and before marking rolls the transaction back; the rows are published again by
 * the next relay and BullMQ ignores a job id it already holds, so the job runs once.
 * It polls (see ADR 0005 for why not LISTEN/NOTIFY) and runs in every process with the
 * queue module, API replicas and workers alike, unless RUN_OUTBOX_RELAY=false.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('OutboxRelay');
  private readonly queues = new Map<string, Queue>();
  private loop: Promise<void> | null = null;
  private running = false;
  private wake: (() => void) | null = null;
  private lastPrune = 0;

  constructor(
    private readonly orm: MikroORM,
    private readonly registry: JobRegistry,
    private readonly queueFactory: QueueFactory,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.runOutboxRelay) this.start();
  }

  /** Before the queues close (beforeApplicationShutdown): finish the batch in flight, then stop. */
  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  start(): void {
    if (this.loop) return;
    this.running = true;
    this.loop = this.poll();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    this.loop = null;
  }

  /** Publishes one batch of pending rows; answers how many. */
  async relayBatch(): Promise<number> {
    return this.orm.em.fork().transactional(async (em) => {
      const rows = await em.execute<PendingJob[]>(
        `select "id", "job_name", "payload" from "job_outbox" where "sent_at" is null
         order by "id" limit ? for update skip locked`,
        [RELAY_BATCH_SIZE],
      );
      if (rows.length === 0) return 0;
      await this.publish(rows);
      await this.markSent(
        em,
        rows.map((row) => row.id),
      );
      return rows.length;
    });
  }

  protected async publish(rows: PendingJob[]): Promise<void> {
    const byName = new Map<string, PendingJob[]>();
    for (const row of rows) byName.set(row.job_name, [...(byName.get(row.job_name) ?? []), row]);
    for (const [name, jobs] of byName) {
      await this.queue(name).addBulk(
        jobs.map((row) => ({ name, data: row.payload, opts: this.registry.publishOptions(name, row.id) })),
      );
    }
  }

  protected async markSent(em: EntityManager, ids: string[]): Promise<void> {
    await em
      .createQueryBuilder(JobOutboxSchema)
      .update({ sentAt: this.clock.now() })
      .where({ id: { $in: ids } })
      .execute();
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = this.queueFactory.createQueue(name);
      this.queues.set(name, queue);
    }
    return queue;
  }

  private async poll(): Promise<void> {
    while (this.running) {
      let pause = RELAY_POLL_MS;
      try {
        if ((await this.relayBatch()) === RELAY_BATCH_SIZE) pause = 0;
        await this.pruneSent();
      } catch (error) {
        this.logger.warn(`Relaying outbox jobs failed, retrying: ${(error as Error).message}`);
        pause = RELAY_ERROR_PAUSE_MS;
      }
      if (pause > 0 && this.running) await this.sleep(pause);
    }
  }

  private async pruneSent(): Promise<void> {
    const now = this.clock.now();
    if (now.getTime() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now.getTime();
    await this.orm.em
      .fork()
      .createQueryBuilder(JobOutboxSchema)
      .delete({ sentAt: { $lt: new Date(now.getTime() - KEEP_SENT_MS) } })
      .execute();
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
