import { applyDecorators } from '@nestjs/common';
import { ApiExtraModels, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { ERROR_TABLE } from './error-table';
import { ProblemDetailsDto } from './problem-details.dto';
import type { ApiErrorCode } from './transport-errors';

const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds until a new attempt can succeed',
    schema: { type: 'integer' as const, minimum: 1 },
  },
};

/**
 * Declares the problem responses an operation can answer, from the error codes it may
 * return, so the OpenAPI file (and the generated client) know every mapped status.
 */
export function ApiProblemResponses(...codes: ApiErrorCode[]): MethodDecorator & ClassDecorator {
  const byStatus = new Map<number, ApiErrorCode[]>();
  for (const code of codes) {
    const { status } = ERROR_TABLE[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return applyDecorators(
    ApiExtraModels(ProblemDetailsDto),
    ...[...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, statusCodes]) =>
        ApiResponse({
          status,
          description: statusCodes.join(' | '),
          content: { 'application/problem+json': { schema: { $ref: getSchemaPath(ProblemDetailsDto) } } },
          // Every limit says when trying again can succeed.
          ...(status === 429 ? { headers: RETRY_AFTER } : {}),
        }),
      ),
  );
}
