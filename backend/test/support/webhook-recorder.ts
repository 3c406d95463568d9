import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WebhookRecorder {
  url: string;
  /** Every JSON body received, in order. */
  received: Record<string, unknown>[];
  /** Calls received for one report id. */
  callsFor(reportId: string): number;
  /** Waits until every id got at least one call. */
  waitFor(reportIds: string[], timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** A real HTTP receiver for ERROR_REPORT_WEBHOOK_URL that records what it is sent. */
export async function startWebhookRecorder(): Promise<WebhookRecorder> {
  const received: Record<string, unknown>[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push(JSON.parse(body));
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const callsFor = (reportId: string) => received.filter((body) => body.reportId === reportId).length;
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/errors`,
    received,
    callsFor,
    async waitFor(reportIds, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (reportIds.some((id) => callsFor(id) === 0)) {
        if (Date.now() > deadline)
          throw new Error(`webhook calls missing for ${reportIds.filter((id) => callsFor(id) === 0)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
