import { type ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import { DomainException } from '../http/domain.exception';

/**
 * Over a limit, the answer is the problem filter's like every 429: RATE_LIMITED with the time the
 * block ends as retryAt, sent as the standard Retry-After (ThrottlerGuard's own header is named
 * after the throttler, Retry-After-login, which clients and proxies do not know).
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override throwThrottlingException(
    _context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    throw new DomainException({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please wait a moment and try again.',
      retryAt: new Date(Date.now() + detail.timeToBlockExpire * 1000),
    });
  }
}
