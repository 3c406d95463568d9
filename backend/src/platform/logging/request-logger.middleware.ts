import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

export const REQUEST_ID_HEADER = 'X-Request-Id';
// A caller's id is kept only when it cannot forge log structure or smuggle markup.
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * First middleware of the app: gives each request an id (the caller's X-Request-Id when it is
 * a plain token, else a new UUID), echoes it in X-Request-Id, binds it as `reqId` to every log
 * line of the request (req.log, and Nest's Logger through nestjs-pino), and logs one line when
 * the response is done (at debug for static files and health probes). `readable` (a terminal)
 * makes that line's message the request itself.
 */
export function requestLogger(logger: Logger, { readable = false }: { readable?: boolean } = {}) {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    // On a terminal the line itself says it all: `GET /api/events 200 12 ms`.
    ...(readable
      ? {
          customSuccessMessage: (req: IncomingMessage, res: ServerResponse, ms: number) =>
            `${req.method} ${req.url} ${res.statusCode} ${Math.round(ms)} ms`,
          customErrorMessage: (req: IncomingMessage, res: ServerResponse) =>
            `${req.method} ${req.url} ${res.statusCode} failed`,
        }
      : {}),
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const offered = req.headers['x-request-id'];
      const id = typeof offered === 'string' && ACCEPTED_REQUEST_ID.test(offered) ? offered : randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    // Static files and the probes' health checks only at debug: the API's own lines stay readable.
    customLogLevel: (req, res, error) => {
      if (error || res.statusCode >= 500) return 'error';
      const url = req.url ?? '';
      return !url.startsWith('/api/') || url.startsWith('/api/health') ? 'debug' : 'info';
    },
    // What an access log needs, not every header (serialising and redacting them all on every
    // request cost more than the rest of the line).
    serializers: {
      req: (req: { id: string; method: string; url: string; remoteAddress?: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
