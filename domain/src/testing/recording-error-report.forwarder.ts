import type { FiledErrorReport } from '../error-reports/error-report.js';
import type { ErrorReportForwarder } from '../error-reports/error-report-forwarder.port.js';

/** Records forwarded reports; `failNext` makes the next call throw, to test retries. */
export class RecordingErrorReportForwarder implements ErrorReportForwarder {
  readonly forwarded: FiledErrorReport[] = [];
  private failures = 0;

  failNext(times = 1): void {
    this.failures = times;
  }

  async forward(report: FiledErrorReport): Promise<void> {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('forwarding failed');
    }
    this.forwarded.push(report);
  }
}
