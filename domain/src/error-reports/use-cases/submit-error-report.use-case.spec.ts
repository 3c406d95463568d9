import { KernelErrorCodes } from '../../kernel/domain-error.js';
import { FixedClock } from '../../testing/fixed-clock.js';
import { InMemoryErrorReportQueue } from '../../testing/in-memory-error-report.queue.js';
import { SequentialIdGenerator } from '../../testing/sequential-id-generator.js';
import type { ErrorReportInput } from '../error-report.js';
import { SubmitErrorReportUseCase } from './submit-error-report.use-case.js';

describe('SubmitErrorReportUseCase', () => {
  let queue: InMemoryErrorReportQueue;
  let submit: SubmitErrorReportUseCase;

  beforeEach(() => {
    queue = new InMemoryErrorReportQueue();
    submit = new SubmitErrorReportUseCase(
      queue,
      new SequentialIdGenerator(),
      new FixedClock('2025-03-05T21:00:00Z'),
    );
  });

  it('queues a valid report and answers its id', async () => {
    const result = await submit.execute({
      report: { description: 'Broken', severity: 'critical' },
      userId: 'user-1',
    });

    expect(result).toEqual({ ok: true, value: { reportId: '00000000-0000-7000-8000-000000000001' } });
    expect(queue.jobs).toEqual([
      {
        reportId: '00000000-0000-7000-8000-000000000001',
        report: expect.objectContaining({ description: 'Broken', category: 'bug', severity: 'critical' }),
        userId: 'user-1',
        receivedAt: new Date('2025-03-05T21:00:00Z'),
      },
    ]);
  });

  it('accepts reports from signed-out visitors', async () => {
    const result = await submit.execute({ report: { description: 'Broken' }, userId: null });
    expect(result.ok).toBe(true);
    expect(queue.jobs[0].userId).toBeNull();
  });

  it('takes the user from the session, not from the report body', async () => {
    const report = { description: 'Broken', context: { userId: 'someone-else' } };
    await submit.execute({ report, userId: null });
    expect(queue.jobs[0].userId).toBeNull();
  });

  it('gives each report its own id', async () => {
    await submit.execute({ report: { description: 'One' }, userId: null });
    await submit.execute({ report: { description: 'Two' }, userId: null });
    expect(new Set(queue.jobs.map((job) => job.reportId)).size).toBe(2);
  });

  it('refuses an invalid report without queueing it', async () => {
    const result = await submit.execute({ report: { description: '  ' } as ErrorReportInput, userId: null });

    expect(!result.ok && result.error.code).toBe(KernelErrorCodes.VALIDATION_FAILED);
    expect(!result.ok && result.error.fieldErrors).toEqual([
      { field: 'description', message: 'Description is required' },
    ]);
    expect(queue.jobs).toEqual([]);
  });
});
