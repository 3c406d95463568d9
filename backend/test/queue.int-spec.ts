import type { Job } from 'bullmq';
import { QueueFactory } from '../src/platform/queue/queue.factory';
import { createTestApp, type TestApp } from './support/create-test-app';
import { redisOrSkip } from './support/redis-or-skip';

function queueSuite(backend: 'redis' | 'postgres') {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ runWorkers: true, ...(backend === 'postgres' ? { redisUrl: null } : {}) });
  });

  afterAll(async () => {
    await t.close();
  });

  it(`runs a job through a queue and a worker on ${backend}`, async () => {
    const queues = t.app.get(QueueFactory);
    expect(queues.backend).toBe(backend);
    const done = new Promise<number>((resolve) => {
      queues
        .createWorker<{ n: number }, number>(
          'platform-test',
          async (job: Job<{ n: number }>) => job.data.n * 2,
          { concurrency: 2 },
        )
        ?.on('completed', (_job, result) => resolve(result));
    });
    await queues.createQueue<{ n: number }>('platform-test').add('double', { n: 21 }, { jobId: 'double-21' });
    await expect(done).resolves.toBe(42);
    expect(await queues.ping()).toBe(true);
  });
}

describe('queues on the BullMQ PostgreSQL backend (no REDIS_URL)', () => queueSuite('postgres'));
redisOrSkip('queues on Redis', () => queueSuite('redis'));

describe('queue workers', () => {
  it('are not started unless RUN_WORKERS is on', async () => {
    const t = await createTestApp({ runWorkers: false });
    try {
      expect(
        t.app.get(QueueFactory).createWorker('platform-test-off', async () => undefined, { concurrency: 1 }),
      ).toBeNull();
    } finally {
      await t.close();
    }
  });
});
