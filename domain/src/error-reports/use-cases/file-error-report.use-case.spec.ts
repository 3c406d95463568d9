import { InMemoryErrorReportRepository } from '../../testing/in-memory-error-report.repository.js';
import { RecordingErrorReportForwarder } from '../../testing/recording-error-report.forwarder.js';
import { normalizeErrorReport } from '../error-report-validation.js';
import type { ErrorReportJob } from '../error-report.js';
import { FileErrorReportUseCase } from './file-error-report.use-case.js';

const job: ErrorReportJob = {
  reportId: 'report-1',
  report: normalizeErrorReport({ description: 'Broken' }),
  userId: null,
  receivedAt: new Date('2025-03-05T21:00:00Z'),
};

describe('FileErrorReportUseCase', () => {
  it('stores the report and forwards it', async () => {
    const repo = new InMemoryErrorReportRepository();
    const forwarder = new RecordingErrorReportForwarder();

    const result = await new FileErrorReportUseCase(repo, forwarder).execute(job);

    expect(result).toEqual({ ok: true, value: { reportId: 'report-1', stored: true, forwarded: true } });
    expect([...repo.reports.values()]).toEqual([job]);
    expect(forwarder.forwarded).toEqual([job]);
  });

  it('stores only, when no forwarder is configured', async () => {
    const repo = new InMemoryErrorReportRepository();
    const result = await new FileErrorReportUseCase(repo, null).execute(job);

    expect(result).toEqual({ ok: true, value: { reportId: 'report-1', stored: true, forwarded: false } });
    expect(repo.reports.size).toBe(1);
  });

  it('stores a redelivered job once', async () => {
    const repo = new InMemoryErrorReportRepository();
    const fileReport = new FileErrorReportUseCase(repo, null);

    await fileReport.execute(job);
    const again = await fileReport.execute(job);

    expect(again.ok && again.value.stored).toBe(false);
    expect(repo.reports.size).toBe(1);
  });

  it('still forwards on the retry after a failed forwarding, so no report is lost', async () => {
    const repo = new InMemoryErrorReportRepository();
    const forwarder = new RecordingErrorReportForwarder();
    const fileReport = new FileErrorReportUseCase(repo, forwarder);
    forwarder.failNext();

    await expect(fileReport.execute(job)).rejects.toThrow('forwarding failed');
    expect(repo.reports.size).toBe(1);

    await fileReport.execute(job);
    expect(forwarder.forwarded).toEqual([job]);
    expect(repo.reports.size).toBe(1);
  });
});
