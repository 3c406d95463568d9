import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { DomainException } from '../../../platform/http/domain.exception';

/** Refuses a signed-out caller with 401 AUTH.UNAUTHENTICATED before the handler runs. */
@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (context.switchToHttp().getRequest<Request>().user) return true;
    throw DomainException.of('AUTH.UNAUTHENTICATED', 'You must be logged in.');
  }
}
