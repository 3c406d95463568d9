import type { ErrorReportForwarder, FiledErrorReport } from '@nightlife/domain';

export const WEBHOOK_TIMEOUT_MS = 5_000;

/**
 * Posts each filed report as JSON to a webhook (chat, issue tracker). Any failure throws so
 * the queue retries the job; the receiver can de-duplicate on reportId.
 */
export class HttpErrorReportForwarder implements ErrorReportForwarder {
  constructor(private readonly url: string) {}

  async forward(filed: FiledErrorReport): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        reportId: filed.reportId,
        userId: filed.userId,
        receivedAt: filed.receivedAt.toISOString(),
        ...filed.report,
      }),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    // Drain the body so the connection is released.
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`Error report webhook answered ${response.status}`);
  }
}
