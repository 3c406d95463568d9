import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { AppConfig } from '../config/app-config';

export type { Logger as RootLogger } from 'pino';

/**
 * The process's one pino logger. JSON lines on stdout (one object per line, no ANSI escapes,
 * ready for a log shipper); human-readable through pino-pretty only when stdout is a terminal.
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
  if (process.stdout.isTTY)
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l' } },
    });
  return pino(options);
}
