import { KernelErrorCodes } from '../../kernel/domain-error.js';
import { FixedClock } from '../../testing/fixed-clock.js';
import { InMemoryErrorReportRepository } from '../../testing/in-memory-error-report.repository.js';
import { InMemoryJobOutbox } from '../../testing/in-memory-job.outbox.js';
import { InMemoryUnitOfWork } from '../../testing/in-memory-unit-of-work.js';
import { SequentialIdGenerator } from '../../testing/sequential-id-generator.js';
import type { ErrorReportInput } from '../error-report.js';
import { forwardErrorReportJob } from '../error-report-jobs.js';
import { SubmitErrorReportUseCase } from './submit-error-report.use-case.js';

describe('SubmitErrorReportUseCase', () => {
  let uow: InMemoryUnitOfWork;
  let reports: InMemoryErrorReportRepository;
  let outbox: InMemoryJobOutbox;
  let submit: SubmitErrorReportUseCase;

  beforeEach(() => {
    uow = new InMemoryUnitOfWork();
    reports = new InMemoryErrorReportRepository(uow);
    outbox = new InMemoryJobOutbox(uow);
    submit = new SubmitErrorReportUseCase(
      uow,
      reports,
      outbox,
      new SequentialIdGenerator(),
      new FixedClock('2025-03-05T21:00:00Z'),
    );
  });

  it('stores a valid report, schedules its forwarding in the same transaction and answers its id', async () => {
    const result = await submit.execute({
      report: { description: 'Broken', severity: 'critical' },
      userId: 'user-1',
    });
    const reportId = '00000000-0000-7000-8000-000000000001';
    expect(result).toEqual({ ok: true, value: { reportId } });
    expect([...reports.reports.values()]).toEqual([
      {
        reportId,
        report: expect.objectContaining({ description: 'Broken', category: 'bug', severity: 'critical' }),
        userId: 'user-1',
        receivedAt: new Date('2025-03-05T21:00:00Z'),
      },
    ]);
    expect(outbox.payloadsOf(forwardErrorReportJob)).toEqual([{ reportId }]);
    expect(uow.commits).toBe(1);
  });

  it('accepts reports from signed-out visitors', async () => {
    const result = await submit.execute({ report: { description: 'Broken' }, userId: null });
    expect(result.ok).toBe(true);
    expect([...reports.reports.values()][0].userId).toBeNull();
  });

  it('takes the user from the session, not from the report body', async () => {
    const report = { description: 'Broken', context: { userId: 'someone-else' } };
    await submit.execute({ report, userId: null });
    expect([...reports.reports.values()][0].userId).toBeNull();
  });

  it('gives each report its own id', async () => {
    await submit.execute({ report: { description: 'One' }, userId: null });
    await submit.execute({ report: { description: 'Two' }, userId: null });
    expect(reports.reports.size).toBe(2);
    expect(new Set(outbox.jobs.map((job) => job.payload.reportId)).size).toBe(2);
  });

  it('schedules no forwarding when storing the report fails', async () => {
    reports.save = async () => {
      throw new Error('database down');
    };
    await expect(submit.execute({ report: { description: 'Lost?' }, userId: null })).rejects.toThrow(
      'database down',
    );
    expect(outbox.jobs).toEqual([]);
    expect(uow.rollbacks).toBe(1);
  });

  it('refuses an invalid report without storing or scheduling anything', async () => {
    const result = await submit.execute({ report: { description: '  ' } as ErrorReportInput, userId: null });
    expect(!result.ok && result.error.code).toBe(KernelErrorCodes.VALIDATION_FAILED);
    expect(!result.ok && result.error.fieldErrors).toEqual([
      { field: 'description', message: 'Description is required' },
    ]);
    expect(reports.reports.size).toBe(0);
    expect(outbox.jobs).toEqual([]);
  });
});
