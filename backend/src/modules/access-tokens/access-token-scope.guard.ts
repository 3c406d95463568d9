import { type CanActivate, type ExecutionContext, Injectable, NotFoundException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { missingScopeError, notForTokensError, tokenMayUse, type AccessTokenScope } from '@nightlife/domain';
import type { Request, Response } from 'express';
import { ROUTE_ACCESS, TOKEN_SCOPE, type RouteAccess } from '../../platform/http/access.decorators';
import { DomainException } from '../../platform/http/domain.exception';

/**
 * A bearer request reaches a route only when the route names a scope (@TokenScope) and the token
 * holds it (ADR 0035); a global guard, so it runs before each route's own guards and pipes. A
 * staff route answers a token the 404 it answers everyone but staff.
 */
@Injectable()
export class AccessTokenScopeGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (!req.accessToken) return true;
    const targets = [context.getHandler(), context.getClass()];
    const access = this.reflector.getAllAndOverride<RouteAccess | undefined>(ROUTE_ACCESS, targets);
    if (access === 'staff') throw new NotFoundException(`Cannot ${req.method} ${req.originalUrl}`);
    const scope =
      this.reflector.getAllAndOverride<AccessTokenScope | undefined>(TOKEN_SCOPE, targets) ?? null;
    const verdict = tokenMayUse(req.accessToken.scopes, scope);
    if (verdict === 'allowed') return true;
    if (verdict === 'not-for-tokens') throw new DomainException(notForTokensError());
    context
      .switchToHttp()
      .getResponse<Response>()
      .setHeader('WWW-Authenticate', `Bearer error="insufficient_scope", scope="${scope}"`);
    throw new DomainException(missingScopeError(scope!));
  }
}
