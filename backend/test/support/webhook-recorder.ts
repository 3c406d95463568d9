import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WebhookRecorder {
  url: string;
  /** Every JSON body received, in order. */
  received: Record<string, unknown>[];
  /** Delay before answering each call (a slow receiver keeps the job in flight). */
  responseDelayMs: number;
  /** Descriptions whose next call is answered 503 (a flaky receiver). */
  failOnce: Set<string>;
  /** Content types of the calls, in order. */
  contentTypes: (string | undefined)[];
  /** Calls received for one report id. */
  callsFor(reportId: string): number;
  /** Waits until every id got at least `count` calls. */
  waitFor(reportIds: string[], count?: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** A real HTTP receiver for ERROR_REPORT_WEBHOOK_URL that records what it is sent. */
export async function startWebhookRecorder(): Promise<WebhookRecorder> {
  const received: Record<string, unknown>[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const parsed = JSON.parse(body);
      received.push(parsed);
      recorder.contentTypes.push(req.headers['content-type']);
      const status = recorder.failOnce.delete(parsed.description) ? 503 : 204;
      setTimeout(() => res.writeHead(status).end(), recorder.responseDelayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const callsFor = (reportId: string) => received.filter((body) => body.reportId === reportId).length;
  const recorder: WebhookRecorder = {
    responseDelayMs: 0,
    failOnce: new Set(),
    contentTypes: [],
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/errors`,
    received,
    callsFor,
    async waitFor(reportIds, count = 1, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      const missing = () => reportIds.filter((id) => callsFor(id) < count);
      while (missing().length > 0) {
        if (Date.now() > deadline) throw new Error(`webhook calls missing for ${missing()}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return recorder;
}
