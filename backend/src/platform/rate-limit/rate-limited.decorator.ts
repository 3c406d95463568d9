import { applyDecorators, UseGuards } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import type { RateLimitName } from '../config/app-config';
import { ApiProblemResponses } from '../http/api-problem-responses.decorator';
import { RateLimitGuard } from './rate-limit.guard';
import { RATE_LIMIT_NAMES } from './rate-limit.module';

/**
 * Applies the named limit (RATE_LIMIT_LOGIN, _SIGNUP, _ERROR_REPORTS, _INQUIRIES per IP; _UPLOADS per
 * user) to a route, counted per route:
 * over the limit it answers 429 RATE_LIMITED with Retry-After. Routes without it are unlimited.
 */
export function RateLimited(name: RateLimitName): MethodDecorator & ClassDecorator {
  const others = Object.fromEntries(
    RATE_LIMIT_NAMES.filter((other) => other !== name).map((other) => [other, true]),
  );
  return applyDecorators(
    SkipThrottle(others),
    UseGuards(RateLimitGuard),
    ApiProblemResponses('RATE_LIMITED'),
  );
}
