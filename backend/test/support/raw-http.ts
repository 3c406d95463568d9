import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import { assertMatchesContract } from './contract';

export interface RawRequest {
  method: string;
  /** Sent exactly as given: no encoding or normalisation, so malformed URLs reach the server. */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * A client over node:http that sends bytes as they are (supertest would encode or refuse some).
 * Like the supertest client, it checks every /api response against the committed OpenAPI document.
 */
export async function rawClient(app: INestApplication): Promise<(req: RawRequest) => Promise<RawResponse>> {
  const server = app.getHttpServer() as import('node:http').Server;
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return ({ method, path, headers = {}, body }) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : Buffer.from(body);
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          headers: { ...headers, ...(payload ? { 'Content-Length': String(payload.length) } : {}) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const response = {
              status: res.statusCode ?? 0,
              headers: res.headers,
              text: Buffer.concat(chunks).toString('utf8'),
            };
            try {
              assertMatchesContract({
                method,
                url: path,
                status: response.status,
                contentType: res.headers['content-type'],
                body: parseJson(res.headers['content-type'], response.text),
                text: response.text,
                requestBody: jsonBodyOf(headers, payload),
              });
            } catch (error) {
              return reject(error as Error);
            }
            resolve(response);
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
}

function parseJson(contentType: string | undefined, text: string): unknown {
  if (!/[/+]json\b/.test(contentType ?? '')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The request's body when it is a JSON object or array (kept with a recorded example). */
function jsonBodyOf(headers: Record<string, string>, payload: Buffer | undefined): unknown {
  if (!payload) return undefined;
  const contentType = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
  const parsed = parseJson(contentType, payload.toString('utf8'));
  return typeof parsed === 'object' ? parsed : undefined;
}
