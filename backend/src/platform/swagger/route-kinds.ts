import type { INestApplication, Type } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type { AccessTokenScope } from '@nightlife/domain';
import { ROUTE_ACCESS, TOKEN_SCOPE, type RouteAccess } from '../http/access.decorators';

export interface RouteKind {
  /** Refuses callers without a session (401 AUTH.UNAUTHENTICATED). */
  signedIn: boolean;
  /** Only staff sessions; anyone else gets 404 (no 401, so the route is not known to exist). */
  staff: boolean;
  /** The host's session or a door pass's (401 AUTH.UNAUTHENTICATED without either). */
  door: boolean;
  /** The scope a personal access token needs here (@TokenScope); null: tokens are refused. */
  tokenScope: AccessTokenScope | null;
}

/**
 * What the OpenAPI post-processing needs to know about each route, by operation id (the
 * controller method name), read from the routes' own metadata so it cannot disagree with them.
 */
export function routeKinds(app: INestApplication): Map<string, RouteKind> {
  const kinds = new Map<string, RouteKind>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller) continue;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (typeof handler !== 'function' || Reflect.getMetadata(PATH_METADATA, handler) === undefined)
          continue;
        const access = accessOf(controller, handler);
        kinds.set(name, {
          signedIn: access === 'signed-in',
          staff: access === 'staff',
          door: access === 'door',
          tokenScope: (Reflect.getMetadata(TOKEN_SCOPE, handler) ??
            Reflect.getMetadata(TOKEN_SCOPE, controller) ??
            null) as AccessTokenScope | null,
        });
      }
    }
  }
  return kinds;
}

/** @SignedIn(), @Public() or @StaffOnly() on the method, else on its controller (route-access.spec.ts requires one). */
function accessOf(controller: Type, handler: object): RouteAccess | undefined {
  return (Reflect.getMetadata(ROUTE_ACCESS, handler) ?? Reflect.getMetadata(ROUTE_ACCESS, controller)) as
    RouteAccess | undefined;
}
