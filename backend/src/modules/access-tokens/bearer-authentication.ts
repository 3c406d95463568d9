import type { ThrottlerStorage } from '@nestjs/throttler';
import type { NextFunction, Request, Response } from 'express';
import type { RateLimitRule } from '../../platform/config/app-config';
import { DomainException } from '../../platform/http/domain.exception';
import type { AccessTokensService } from './access-tokens.service';

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/** Whether a request is authenticated by a bearer token (then never by a session or its cookie). */
export function isBearerRequest(req: Request): boolean {
  return /^Bearer\b/i.test(req.get('authorization') ?? '');
}

/**
 * `Authorization: Bearer <token>` (ADR 0035): the request acts for the token's owner, with the
 * token's scopes (checked per route by AccessTokenScopeGuard); an unknown, expired or revoked
 * token is refused with 401 before anything else. Each token has its own rate limit, told in the
 * IETF draft's RateLimit-* headers on every answer, with Retry-After once over it.
 */
export function bearerAuthentication(
  tokens: AccessTokensService,
  counters: ThrottlerStorage,
  rule: RateLimitRule,
) {
  const windowSeconds = Math.round(rule.ttlMs / 1000);
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    if (!isBearerRequest(req)) return next();
    try {
      const presented = BEARER.exec(req.get('authorization') ?? '')?.[1] ?? '';
      const caller = await tokens.authenticate(presented);
      if (!caller.ok) {
        res.setHeader('WWW-Authenticate', 'Bearer error="invalid_token"');
        return next(new DomainException(caller.error));
      }
      const counted = await counters.increment(
        caller.value.token.id,
        rule.ttlMs,
        rule.limit,
        rule.ttlMs,
        'access-token',
      );
      res.setHeader('RateLimit-Policy', `${rule.limit};w=${windowSeconds}`);
      res.setHeader('RateLimit-Limit', String(rule.limit));
      res.setHeader('RateLimit-Remaining', String(Math.max(0, rule.limit - counted.totalHits)));
      res.setHeader('RateLimit-Reset', String(counted.timeToExpire));
      if (counted.isBlocked) {
        return next(
          new DomainException({
            code: 'RATE_LIMITED',
            message: 'Too many requests with this token. Please wait a moment and try again.',
            retryAt: new Date(Date.now() + counted.timeToBlockExpire * 1000),
          }),
        );
      }
      req.user = caller.value.user;
      req.accessToken = caller.value.token;
      next();
    } catch (error) {
      next(error);
    }
  };
}
