import { InMemoryErrorReportRepository } from '../../testing/in-memory-error-report.repository.js';
import { RecordingErrorReportForwarder } from '../../testing/recording-error-report.forwarder.js';
import { normalizeErrorReport } from '../error-report-validation.js';
import type { FiledErrorReport } from '../error-report.js';
import { ForwardErrorReportUseCase } from './forward-error-report.use-case.js';

const filed: FiledErrorReport = {
  reportId: 'report-1',
  report: normalizeErrorReport({ description: 'Broken' }),
  userId: null,
  receivedAt: new Date('2025-03-05T21:00:00Z'),
};

describe('ForwardErrorReportUseCase', () => {
  let reports: InMemoryErrorReportRepository;
  let forwarder: RecordingErrorReportForwarder;

  beforeEach(async () => {
    reports = new InMemoryErrorReportRepository();
    await reports.save(filed);
    forwarder = new RecordingErrorReportForwarder();
  });

  it('forwards the stored report', async () => {
    const result = await new ForwardErrorReportUseCase(reports, forwarder).execute({ reportId: 'report-1' });
    expect(result).toEqual({ ok: true, value: { forwarded: true } });
    expect(forwarder.forwarded).toEqual([filed]);
  });

  it('does nothing when no forwarder is configured', async () => {
    const result = await new ForwardErrorReportUseCase(reports, null).execute({ reportId: 'report-1' });
    expect(result).toEqual({ ok: true, value: { forwarded: false } });
  });

  it('does nothing for a report that no longer exists', async () => {
    const result = await new ForwardErrorReportUseCase(reports, forwarder).execute({ reportId: 'gone' });
    expect(result).toEqual({ ok: true, value: { forwarded: false } });
    expect(forwarder.forwarded).toEqual([]);
  });

  it('throws when forwarding fails, so the job is retried, and forwards on the retry', async () => {
    const forward = new ForwardErrorReportUseCase(reports, forwarder);
    forwarder.failNext();
    await expect(forward.execute({ reportId: 'report-1' })).rejects.toThrow('forwarding failed');
    await forward.execute({ reportId: 'report-1' });
    expect(forwarder.forwarded).toEqual([filed]);
  });
});
