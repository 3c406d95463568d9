import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { DomainException } from './domain.exception';

/**
 * Lets only signed-in callers through; others get 401 AUTH.UNAUTHENTICATED. Guards run
 * before pipes, so a signed-out caller learns nothing from body or id validation.
 */
@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (context.switchToHttp().getRequest<Request>().user) return true;
    throw DomainException.of('AUTH.UNAUTHENTICATED', 'You must be logged in.');
  }
}
