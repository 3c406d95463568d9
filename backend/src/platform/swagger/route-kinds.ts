import type { INestApplication, Type } from '@nestjs/common';
import { GUARDS_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { SignedInGuard } from '../http/signed-in.guard';

export interface RouteKind {
  /** Refuses callers without a session (401 AUTH.UNAUTHENTICATED). */
  signedIn: boolean;
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
        kinds.set(name, { signedIn: isSignedIn(controller, handler) });
      }
    }
  }
  return kinds;
}

// Seam for the route decorators (@SignedIn()/@Public()): today a route is signed-in when
// SignedInGuard guards it or its controller.
function isSignedIn(controller: Type, handler: object): boolean {
  const guards = [
    ...((Reflect.getMetadata(GUARDS_METADATA, controller) as unknown[] | undefined) ?? []),
    ...((Reflect.getMetadata(GUARDS_METADATA, handler) as unknown[] | undefined) ?? []),
  ];
  return guards.includes(SignedInGuard);
}
