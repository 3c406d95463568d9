import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupAddress } from 'node:dns';
import { Injectable } from '@nestjs/common';
import {
  WEBHOOK_RESPONSE_EXCERPT_BYTES,
  WEBHOOK_RESPONSE_READ_BYTES,
  WEBHOOK_TIMEOUT_MS,
} from '@nightlife/domain';
import { AppConfig } from '../../platform/config/app-config';
import {
  checkWebhookHost,
  systemResolveAll,
  type ResolveAll,
  type WebhookAddressPolicy,
} from './webhook-address';

/** What one attempt came to, as recorded in `webhook_attempts`. */
export interface WebhookAttemptOutcome {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  /** The answer's first KB (of at most 64 KB read). */
  responseExcerpt: string | null;
}

/**
 * POSTs a signed delivery. The host is resolved and every address checked first (ADR 0037), then
 * the connection is made to a checked address (the agent's lookup answers from the check; an IP
 * literal is the checked address itself), so DNS rebinding cannot reach a private address. The
 * TLS name and Host header stay the URL's. 5 s for the whole exchange, at most 64 KB of the answer
 * read, redirects not followed (a 3xx is a failed attempt).
 */
@Injectable()
export class WebhookSender {
  readonly policy: WebhookAddressPolicy;
  /** Tests swap this for a resolver that answers what they need (a name resolving to 127.0.0.1). */
  resolveAll: ResolveAll = systemResolveAll;

  constructor(config: AppConfig) {
    this.policy = { allowPrivate: config.webhookAllowPrivate, allowedHosts: config.webhookAllowedHosts };
  }

  /** Null when the URL's host may be reached now, else why not. */
  async refusal(url: string): Promise<string | null> {
    const checked = await checkWebhookHost(this.policy, hostOf(url), this.resolveAll);
    return checked.ok ? null : checked.reason;
  }

  async post(url: string, headers: Record<string, string>, body: string): Promise<WebhookAttemptOutcome> {
    const started = Date.now();
    const done = (outcome: Omit<WebhookAttemptOutcome, 'durationMs'>): WebhookAttemptOutcome => ({
      ...outcome,
      durationMs: Date.now() - started,
    });
    const checked = await checkWebhookHost(this.policy, hostOf(url), this.resolveAll);
    if (!checked.ok) {
      return done({ statusCode: null, error: `Address refused: ${checked.reason}`, responseExcerpt: null });
    }
    const target = new URL(url);
    const addresses = checked.addresses;
    const lookup = (
      _host: string,
      options: { all?: boolean; family?: number } | number,
      callback: (...args: unknown[]) => void,
    ) => {
      const family = typeof options === 'number' ? options : (options?.family ?? 0);
      const usable = addresses.filter((a: LookupAddress) => !family || a.family === family);
      const list = usable.length > 0 ? usable : addresses;
      if (typeof options === 'object' && options?.all) callback(null, list);
      else callback(null, list[0]!.address, list[0]!.family);
    };
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<WebhookAttemptOutcome>((resolve) => {
      let settled = false;
      const finish = (outcome: Omit<WebhookAttemptOutcome, 'durationMs'>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(done(outcome));
      };
      const req = send(
        target,
        {
          method: 'POST',
          agent: false,
          lookup: lookup as never,
          headers: {
            ...headers,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'user-agent': 'nightlife-webhooks/1',
          },
        },
        (res: IncomingMessage) => {
          const chunks: Buffer[] = [];
          let read = 0;
          res.on('data', (chunk: Buffer) => {
            if (read >= WEBHOOK_RESPONSE_READ_BYTES) return;
            chunks.push(chunk);
            read += chunk.length;
            if (read >= WEBHOOK_RESPONSE_READ_BYTES) res.destroy();
          });
          const end = () =>
            finish({
              statusCode: res.statusCode ?? null,
              error: null,
              responseExcerpt: excerpt(Buffer.concat(chunks)),
            });
          res.on('end', end);
          res.on('close', end);
          res.on('error', end);
        },
      );
      const timer = setTimeout(() => {
        req.destroy();
        finish({
          statusCode: null,
          error: `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`,
          responseExcerpt: null,
        });
      }, WEBHOOK_TIMEOUT_MS);
      req.on('error', (error: NodeJS.ErrnoException) =>
        finish({
          statusCode: null,
          error: error.code ? `${error.code}: ${error.message}` : error.message,
          responseExcerpt: null,
        }),
      );
      req.end(body);
    });
  }
}

export function hostOf(url: string): string {
  return new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

function excerpt(bytes: Buffer): string | null {
  if (bytes.length === 0) return null;
  // Cut on a character boundary: drop a partial UTF-8 sequence at the end.
  return bytes
    .subarray(0, WEBHOOK_RESPONSE_EXCERPT_BYTES)
    .toString('utf8')
    .replace(/\uFFFD+$/, '');
}
