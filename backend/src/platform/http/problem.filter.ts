import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { FieldError, ProblemExtensions } from '@nightlife/domain';
import type { Request, Response } from 'express';
import { DomainException } from './domain.exception';
import { ERROR_TABLE, PROBLEM_TYPE_BASE } from './error-table';
import type { ApiErrorCode } from './transport-errors';

interface Problem {
  code: ApiErrorCode;
  detail: string;
  errors?: FieldError[];
  /** A limit's: when trying again can succeed (sent as Retry-After; every 429 has one). */
  retryAt?: Date;
  /** Members the domain adds (ProblemDetailsDto documents each). */
  extensions?: ProblemExtensions;
}

/** The one place errors become HTTP: everything thrown ends up as application/problem+json. */
@Catch()
export class ProblemFilter implements ExceptionFilter {
  private readonly logger = new Logger('ProblemFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const problem = this.toProblem(exception);
    const { status, title } = ERROR_TABLE[problem.code];
    if (status >= 500) {
      // The request's own logger carries its id, also for errors raised before Nest's middleware.
      if (request.log) request.log.error({ err: exception, context: 'ProblemFilter' }, 'Request failed');
      else
        this.logger.error(
          exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
        );
    }
    if (response.headersSent) return;
    if (problem.retryAt) {
      const seconds = Math.ceil((problem.retryAt.getTime() - Date.now()) / 1000);
      response.setHeader('Retry-After', String(Math.max(1, seconds)));
    }
    response
      .status(status)
      .type('application/problem+json')
      .send(
        JSON.stringify({
          type: `${PROBLEM_TYPE_BASE}${problem.code}`,
          title,
          status,
          code: problem.code,
          detail: problem.detail,
          ...(request.id !== undefined ? { instance: `urn:request:${String(request.id)}` } : {}),
          ...(problem.errors ? { errors: problem.errors } : {}),
          ...problem.extensions,
        }),
      );
  }

  private toProblem(exception: unknown): Problem {
    if (exception instanceof DomainException) {
      const { code, message, fieldErrors, retryAt, extensions } = exception.error;
      return { code, detail: message, errors: fieldErrors, retryAt, extensions };
    }
    // Nest wraps errors from Express middleware (body-parser) in an HttpException with the original as cause.
    const bodyParserProblem = fromBodyParser(
      exception instanceof HttpException ? exception.cause : exception,
    );
    if (bodyParserProblem) return bodyParserProblem;
    if (exception instanceof HttpException) {
      switch (exception.getStatus()) {
        case HttpStatus.NOT_FOUND:
          return { code: 'NOT_FOUND', detail: exception.message };
        case HttpStatus.UNAUTHORIZED:
          return { code: 'AUTH.UNAUTHENTICATED', detail: 'You must be logged in.' };
        case HttpStatus.PAYLOAD_TOO_LARGE:
          return { code: 'REQUEST.TOO_LARGE', detail: exception.message };
      }
    }
    return { code: 'INTERNAL', detail: 'Something went wrong on our side.' };
  }
}

/**
 * body-parser and the router report their failures as errors with an HTTP status (http-errors)
 * and, for body-parser, a `type`. Anything else with a 4xx status from there is a body that could
 * not be read (a corrupt gzip stream, an aborted upload).
 */
function fromBodyParser(exception: unknown): Problem | null {
  if (typeof exception !== 'object' || exception === null) return null;
  const { type, status } = exception as { type?: unknown; status?: unknown };
  switch (type) {
    case 'entity.parse.failed':
      return { code: 'REQUEST.MALFORMED_JSON', detail: 'The request body is not valid JSON.' };
    case 'entity.too.large':
      return { code: 'REQUEST.TOO_LARGE', detail: 'The request body is too large.' };
    case 'charset.unsupported':
      return { code: 'REQUEST.UNSUPPORTED_MEDIA_TYPE', detail: 'The request body must be UTF-8 JSON.' };
    case 'encoding.unsupported':
      return {
        code: 'REQUEST.UNSUPPORTED_MEDIA_TYPE',
        detail: 'Unsupported Content-Encoding (use gzip, deflate, br or none).',
      };
  }
  if (exception instanceof URIError)
    return { code: 'REQUEST.MALFORMED_URL', detail: 'The URL is not valid percent-encoded UTF-8.' };
  if (typeof status === 'number' && status >= 400 && status < 500 && 'expose' in exception)
    return { code: 'REQUEST.MALFORMED_BODY', detail: 'The request body cannot be read or decoded.' };
  return null;
}
