import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  received: ReceivedWebhook[];
  /** The status to answer with (per path prefix, else 204). */
  statusFor: Map<string, number>;
  on(path: string): ReceivedWebhook[];
  waitFor(path: string, count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

/** A real HTTP receiver for signed webhooks: records each call's headers and raw body. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const statusFor = new Map<string, number>();
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      const status = statusFor.get(req.url ?? '') ?? 204;
      res
        .writeHead(status, { 'content-type': 'text/plain' })
        .end(status >= 300 ? `nope ${'x'.repeat(3000)}` : '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const on = (path: string) => received.filter((call) => call.path === path);
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    statusFor,
    on,
    async waitFor(path, count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (on(path).length < count) {
        if (Date.now() > deadline) throw new Error(`${path}: ${on(path).length} of ${count} webhook calls`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return on(path);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
