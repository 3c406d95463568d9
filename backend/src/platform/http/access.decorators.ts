import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { SignedInGuard } from './signed-in.guard';

/** Metadata key holding a route's declared access; route-access.spec.ts requires one per route. */
export const ROUTE_ACCESS = 'nightlife:route-access';
export type RouteAccess = 'signed-in' | 'public';

/**
 * Only signed-in callers: others get 401 AUTH.UNAUTHENTICATED before any validation runs.
 * The OpenAPI document declares the session cookie and the 401 from this metadata
 * (platform/swagger/openapi.ts, with what every other kind of route answers).
 */
export function SignedIn(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(ROUTE_ACCESS, 'signed-in' satisfies RouteAccess),
    UseGuards(SignedInGuard),
  );
}

/** Open to visitors; a signed-in caller is still known to the handler through @Caller('optional'). */
export function Public(): MethodDecorator & ClassDecorator {
  return SetMetadata(ROUTE_ACCESS, 'public' satisfies RouteAccess);
}
