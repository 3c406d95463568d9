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
 * the response is done.
 */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const offered = req.headers['x-request-id'];
      const id = typeof offered === 'string' && ACCEPTED_REQUEST_ID.test(offered) ? offered : randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
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
    // Liveness and readiness probes every few seconds would drown the other lines.
    autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/api/health') },
  });
}
