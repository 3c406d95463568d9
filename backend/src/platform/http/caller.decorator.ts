import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { SessionUser } from '@nightlife/domain';
import type { Request } from 'express';
import { DomainException } from './domain.exception';

/**
 * The caller of a route, from the session. `@Caller() caller: SessionUser` on @SignedIn()
 * routes (and after a guard that signs in, like login): never null, a missing user answers
 * 401 rather than reaching the handler. `@Caller('optional') caller: SessionUser | null` on
 * @Public() routes: null for a signed-out visitor.
 */
export const Caller = createParamDecorator(
  (mode: 'optional' | undefined, context: ExecutionContext): SessionUser | null => {
    const user = context.switchToHttp().getRequest<Request>().user ?? null;
    if (user === null && mode !== 'optional') {
      throw DomainException.of('AUTH.UNAUTHENTICATED', 'You must be logged in.');
    }
    return user;
  },
);
