import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import type { AccessTokenScope } from '@nightlife/domain';
import { ApiProblemResponses } from './api-problem-responses.decorator';
import { SignedInGuard } from './signed-in.guard';
import { StaffGuard } from './staff.guard';

/** Metadata key holding a route's declared access; route-access.spec.ts requires one per route. */
export const ROUTE_ACCESS = 'nightlife:route-access';
/** Metadata key holding the access-token scope a route needs (none: tokens cannot use it). */
export const TOKEN_SCOPE = 'nightlife:token-scope';
/** `door`: the event's host or a door pass (modules/door/door-access.ts, ADR 0033). */
export type RouteAccess = 'signed-in' | 'public' | 'staff' | 'door';

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

/**
 * Only staff (StaffDirectory: STAFF_USERNAMES and the demo staff): everyone else, signed in or
 * not, gets the 404 an unknown path gets, so the route is not known to exist.
 */
export function StaffOnly(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(ROUTE_ACCESS, 'staff' satisfies RouteAccess),
    UseGuards(StaffGuard),
    ApiProblemResponses('NOT_FOUND'),
  );
}

/**
 * The scope a personal access token needs to make this request (ADR 0035); the caller is then the
 * token's owner, under the same policy as their session. Routes without it refuse tokens with 403
 * ACCESS_TOKEN.NOT_FOR_TOKENS (AccessTokenScopeGuard).
 */
export function TokenScope(scope: AccessTokenScope): MethodDecorator & ClassDecorator {
  return SetMetadata(TOKEN_SCOPE, scope);
}
