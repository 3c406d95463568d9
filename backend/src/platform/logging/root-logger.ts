import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { AppConfig } from '../config/app-config';

export type { Logger as RootLogger } from 'pino';

/**
 * The process's one pino logger. JSON lines on stdout (one object per line, no ANSI escapes,
 * ready for a log shipper); on a terminal, one readable line per entry through pino-pretty.
 * Tests pass their own destination to read the lines back.
 */
export function createRootLogger(
  config: Pick<AppConfig, 'logLevel'>,
  destination?: DestinationStream,
): Logger {
  const options: LoggerOptions = {
    level: config.logLevel,
    base: { pid: process.pid },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  };
  if (destination) return pino(options, destination);
  if (readableConsole())
    return pino({
      ...options,
      // One line per entry: the request lines carry their own message (requestLogger's readable
      // mode); the objects behind them stay in the JSON a log shipper gets.
      transport: {
        target: 'pino-pretty',
        options: {
          translateTime: 'SYS:HH:MM:ss',
          ignore: 'pid,hostname,reqId,req,res,responseTime',
          singleLine: true,
        },
      },
    });
  return pino(options);
}

/** Whether the process writes to a person's terminal rather than to a log shipper. */
export function readableConsole(): boolean {
  return Boolean(process.stdout.isTTY);
}
