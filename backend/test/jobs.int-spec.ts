import type { INestApplicationContext } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import {
  forwardErrorReportJob,
  type JobOutbox,
  normalizeErrorReport,
  type UnitOfWork,
  uuidv7,
} from '@nightlife/domain';
import { MikroOrmErrorReportRepository } from '../src/modules/error-reports/persistence/mikro-orm-error-report.repository';
import { AppConfig } from '../src/platform/config/app-config';
import { loadConfig } from '../src/platform/config/load-config';
import { UNIT_OF_WORK } from '../src/platform/database/database.tokens';
import { CLOCK } from '../src/platform/kernel/kernel.tokens';
import { JobRegistry } from '../src/platform/queue/job-registry';
import { OutboxRelay, type PendingJob } from '../src/platform/queue/outbox-relay';
import { QueueFactory } from '../src/platform/queue/queue.factory';
import { JOB_OUTBOX } from '../src/platform/queue/queue.tokens';
import { createRootLogger } from '../src/platform/logging/root-logger';
import { createWorkerContext } from '../src/worker.module';
import { createTestApp, type TestApp } from './support/create-test-app';
import { redisOrSkip } from './support/redis-or-skip';
import { startWebhookRecorder, type WebhookRecorder } from './support/webhook-recorder';

/** A relay process that dies after publishing its batch, before marking the rows sent. */
class RelayKilledBeforeMarking extends OutboxRelay {
  protected override async markSent(): Promise<void> {
    throw new Error('relay killed before marking');
  }
}

/** A relay process that dies halfway through publishing its batch. */
class RelayKilledMidPublish extends OutboxRelay {
  protected override async publish(rows: PendingJob[]): Promise<void> {
    await super.publish(rows.slice(0, Math.ceil(rows.length / 2)));
    throw new Error('relay killed mid-batch');
  }
}

/** A relay that holds its batch's row locks until released, as if publishing were slow. */
class RelayHoldingItsBatch extends OutboxRelay {
  private locked!: () => void;
  private releaseGate!: () => void;
  readonly holdingLocks = new Promise<void>((resolve) => (this.locked = resolve));
  private readonly released = new Promise<void>((resolve) => (this.releaseGate = resolve));

  release(): void {
    this.releaseGate();
  }

  protected override async publish(rows: PendingJob[]): Promise<void> {
    this.locked();
    await this.released;
    await super.publish(rows);
  }
}

/** A relay built like the application's own, from its providers. */
function relayOf<R extends OutboxRelay>(
  Relay: new (...args: ConstructorParameters<typeof OutboxRelay>) => R,
  t: TestApp,
): R {
  const { app } = t;
  return new Relay(
    app.get(MikroORM),
    app.get(JobRegistry),
    app.get(QueueFactory),
    app.get(CLOCK),
    app.get(AppConfig),
  );
}

const report = (description: string) => normalizeErrorReport({ description });

function jobsSuite(backend: 'redis' | 'postgres') {
  const backendConfig: Partial<AppConfig> = backend === 'postgres' ? { redisUrl: null } : {};
  let webhook: WebhookRecorder;
  let api: TestApp;
  let worker: INestApplicationContext | null = null;

  async function outboxRows(reportIds: string[]) {
    return api.orm.em
      .fork()
      .execute<{ id: string; report_id: string; sent_at: Date | null }[]>(
        `select id, payload->>'reportId' as report_id, sent_at from job_outbox where payload->>'reportId' in (?)`,
        [reportIds],
      );
  }

  async function submitReports(count: number, tag: string): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const res = await api
        .request()
        .post('/api/error-reports')
        .send({ description: `${tag} ${i}` })
        .expect(202);
      ids.push(res.body.reportId);
    }
    return ids;
  }

  function startWorker() {
    return createWorkerContext(
      { ...loadConfig(process.env), ...backendConfig, errorReportWebhookUrl: webhook.url },
      { logger: createRootLogger({ logLevel: 'error' }) },
    );
  }

  beforeAll(async () => {
    webhook = await startWebhookRecorder();
    // An API replica as in production: no workers. Its relay is off (RUN_OUTBOX_RELAY=false)
    // so that each test decides which relay runs.
    api = await createTestApp({
      ...backendConfig,
      runWorkers: false,
      runOutboxRelay: false,
      errorReportWebhookUrl: webhook.url,
    });
  });

  afterAll(async () => {
    await worker?.close();
    await api.close();
    await webhook.close();
  });

  it(`lets relays in several processes share the outbox without waiting for each other (${backend})`, async () => {
    const reportIds = await submitReports(3, `skip-locked-${backend}`);
    const holding = relayOf(RelayHoldingItsBatch, api);
    const batch = holding.relayBatch();
    await holding.holdingLocks;
    // Without SKIP LOCKED this would wait for the first relay's transaction, which waits for us.
    expect(await relayOf(OutboxRelay, api).relayBatch()).toBe(0);
    holding.release();
    expect(await batch).toBeGreaterThanOrEqual(3);
    expect((await outboxRows(reportIds)).every((row) => row.sent_at !== null)).toBe(true);
  });

  it(`runs each committed job exactly once after relays died mid-batch, in the worker process alone (${backend})`, async () => {
    expect(api.app.get(QueueFactory).backend).toBe(backend);
    const reportIds = await submitReports(6, `crash-${backend}`);
    const rows = await outboxRows(reportIds);
    expect(rows).toHaveLength(6);

    await expect(relayOf(RelayKilledMidPublish, api).relayBatch()).rejects.toThrow('relay killed mid-batch');
    await expect(relayOf(RelayKilledBeforeMarking, api).relayBatch()).rejects.toThrow(
      'relay killed before marking',
    );
    // Both transactions rolled back: every row is still pending, and each job was published
    // once under its outbox id with its retry options, though some rows were published twice.
    expect((await outboxRows(reportIds)).every((row) => row.sent_at === null)).toBe(true);
    const queue = api.app.get(QueueFactory).createQueue(forwardErrorReportJob.name);
    for (const row of rows) {
      const job = await queue.getJob(row.id);
      expect(job?.data).toEqual({ reportId: row.report_id });
      expect(job?.opts).toMatchObject({ attempts: 8, backoff: { type: 'exponential', delay: 1_000 } });
    }
    // The API runs no workers: nothing was forwarded yet.
    expect(reportIds.map((id) => webhook.callsFor(id))).toEqual([0, 0, 0, 0, 0, 0]);

    // A worker process starts; its relay re-publishes the pending rows and marks them sent.
    worker = await startWorker();
    await webhook.waitFor(reportIds);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(reportIds.map((id) => webhook.callsFor(id))).toEqual([1, 1, 1, 1, 1, 1]);
    expect((await outboxRows(reportIds)).every((row) => row.sent_at !== null)).toBe(true);
  });

  it(`never runs a job written in a rolled-back transaction (${backend})`, async () => {
    // The API's relay runs again, as on a replica; the worker runs the jobs.
    api.app.get(OutboxRelay).start();
    const uow = api.app.get<UnitOfWork>(UNIT_OF_WORK);
    const outbox = api.app.get<JobOutbox>(JOB_OUTBOX);
    const reports = api.app.get(MikroOrmErrorReportRepository);
    const fileInTransaction = (reportId: string, fail: boolean) =>
      RequestContext.create(api.orm.em, () =>
        uow.run(async () => {
          await reports.save({
            reportId,
            report: report('in a transaction'),
            userId: null,
            receivedAt: new Date(),
          });
          await outbox.add(forwardErrorReportJob, { reportId });
          if (fail) throw new Error('rolled back');
        }),
      );

    const rolledBack = uuidv7();
    await expect(fileInTransaction(rolledBack, true)).rejects.toThrow('rolled back');
    const committed = uuidv7();
    await fileInTransaction(committed, false);

    await webhook.waitFor([committed]);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(webhook.callsFor(committed)).toBe(1);
    expect(webhook.callsFor(rolledBack)).toBe(0);
    expect(await outboxRows([rolledBack])).toEqual([]);
    expect(await RequestContext.create(api.orm.em, () => reports.findById(rolledBack))).toBeNull();
  });

  it(`serves reports through the API while only the worker process runs jobs (${backend})`, async () => {
    const [reportId] = await submitReports(1, `worker-only-${backend}`);
    await webhook.waitFor([reportId]);
    expect(webhook.received.find((body) => body.reportId === reportId)).toMatchObject({
      description: `worker-only-${backend} 0`,
      category: 'bug',
      severity: 'medium',
    });
  });

  it(`declares the same jobs in the worker as in the API (${backend})`, () => {
    const names = (context: INestApplicationContext) =>
      context
        .get(JobRegistry)
        .all()
        .map((job) => job.name)
        .sort();
    expect(names(worker!)).toEqual(names(api.app));
    expect(names(worker!)).toContain(forwardErrorReportJob.name);
  });

  // Last: it stops the worker. SIGTERM runs this same close (enableShutdownHooks in worker.ts).
  it(`lets the job in flight finish when the worker stops (${backend})`, async () => {
    webhook.responseDelayMs = 1_000;
    const [reportId] = await submitReports(1, `stopping-${backend}`);
    await webhook.waitFor([reportId]);
    const [row] = await outboxRows([reportId]);
    const queue = api.app.get(QueueFactory).createQueue(forwardErrorReportJob.name);
    expect(await (await queue.getJob(row.id))!.getState()).toBe('active');

    await worker!.close();
    worker = null;
    expect(await (await queue.getJob(row.id))!.getState()).toBe('completed');
    expect(webhook.callsFor(reportId)).toBe(1);
  });
}

describe('jobs on the BullMQ PostgreSQL backend (no REDIS_URL)', () => jobsSuite('postgres'));
redisOrSkip('jobs on Redis', () => jobsSuite('redis'));
