import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';

/**
 * Nest's Logger writes through the root pino logger; inside a request it uses the request's
 * child logger (with its reqId). The pino-http middleware itself is mounted by createApp as
 * the very first middleware (`useExisting`), so requests refused before Nest's own middleware
 * runs (bad URL, body parsing) are logged with their id too.
 */
@Module({})
export class LoggingModule {
  static forRoot(logger: Logger): DynamicModule {
    return {
      module: LoggingModule,
      imports: [LoggerModule.forRoot({ pinoHttp: { logger }, useExisting: true })],
    };
  }
}
