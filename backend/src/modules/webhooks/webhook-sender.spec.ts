import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppConfig } from '../../platform/config/app-config';
import { WebhookSender } from './webhook-sender';

const allowLoopback = { webhookAllowPrivate: false, webhookAllowedHosts: ['127.0.0.1'] } as AppConfig;

describe('WebhookSender', () => {
  let server: Server;
  let origin: string;
  const hits: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      hits.push(req.url ?? '');
      if (req.url === '/redirect') res.writeHead(307, { location: '/ok' }).end();
      else if (req.url === '/big') res.writeHead(500).end('é'.repeat(100_000));
      else if (req.url === '/slow') setTimeout(() => res.writeHead(200).end(), 6_000);
      else res.writeHead(200).end('thanks');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('posts and keeps the first KB of the answer, cut on a character boundary', async () => {
    const sender = new WebhookSender(allowLoopback);
    expect(await sender.post(`${origin}/ok`, {}, '{}')).toMatchObject({
      statusCode: 200,
      error: null,
      responseExcerpt: 'thanks',
    });
    const big = await sender.post(`${origin}/big`, {}, '{}');
    expect(big.statusCode).toBe(500);
    expect(Buffer.byteLength(big.responseExcerpt!)).toBeLessThanOrEqual(1024);
    expect(big.responseExcerpt).toMatch(/^é+$/);
  });

  it('follows no redirect', async () => {
    const sender = new WebhookSender(allowLoopback);
    hits.length = 0;
    expect(await sender.post(`${origin}/redirect`, {}, '{}')).toMatchObject({ statusCode: 307 });
    expect(hits).toEqual(['/redirect']);
  });

  it('gives up after 5 s', async () => {
    const outcome = await new WebhookSender(allowLoopback).post(`${origin}/slow`, {}, '{}');
    expect(outcome).toMatchObject({ statusCode: null, error: 'No answer within 5 s' });
    expect(outcome.durationMs).toBeGreaterThanOrEqual(4_900);
  }, 10_000);

  it('connects to no address the check refused, even when the name rebinds after it', async () => {
    const port = new URL(origin).port;
    const sender = new WebhookSender({
      webhookAllowPrivate: false,
      webhookAllowedHosts: [],
    } as unknown as AppConfig);
    let calls = 0;
    sender.resolveAll = async () => [{ address: calls++ === 0 ? '93.184.215.14' : '127.0.0.1', family: 4 }];
    hits.length = 0;
    expect(await sender.refusal(`http://rebind.example:${port}/ok`)).toBeNull();
    const outcome = await sender.post(`http://rebind.example:${port}/ok`, {}, '{}');
    expect(outcome).toMatchObject({ statusCode: null });
    expect(outcome.error).toMatch(/refused.*loopback/);
    expect(hits).toEqual([]);
  });
});
