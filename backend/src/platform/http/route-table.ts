import { type INestApplicationContext, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, ModulesContainer } from '@nestjs/core';
import { ROUTE_ACCESS, type RouteAccess } from './access.decorators';

export interface RegisteredRoute {
  /** `Controller.method`, for messages. */
  name: string;
  /** Upper-case HTTP method (`GET`, `POST`...). */
  method: string;
  /** Full path with the global prefix, in the router's syntax (`/api/events/:slug`). */
  path: string;
  /** The access the route declares, on its method or its controller (exactly one is expected). */
  declared: RouteAccess[];
}

const segments = (value: unknown): string[] => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.split('/').filter(Boolean) : [];
};

/**
 * Every request handler of every controller the app registers, read from Nest's own route
 * metadata: the one list the 405 answer and the access-declaration test both use.
 */
export function registeredRoutes(app: INestApplicationContext, globalPrefix = 'api'): RegisteredRoute[] {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  return discovery.getControllers().flatMap(({ metatype }) => {
    if (typeof metatype !== 'function') return [];
    const controller = metatype as new (...args: never[]) => object;
    const onClass = Reflect.getMetadata(ROUTE_ACCESS, controller) as RouteAccess | undefined;
    const base = [globalPrefix, ...segments(Reflect.getMetadata(PATH_METADATA, controller))];
    return scanner.getAllMethodNames(controller.prototype).flatMap((method) => {
      const handler = (controller.prototype as Record<string, unknown>)[method] as object;
      const requestMethod = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      // Only request handlers carry a request method (a path alone is also set on the class).
      if (requestMethod === undefined) return [];
      const onMethod = Reflect.getMetadata(ROUTE_ACCESS, handler) as RouteAccess | undefined;
      return [
        {
          name: `${controller.name}.${method}`,
          method: RequestMethod[requestMethod],
          path: `/${[...base, ...segments(Reflect.getMetadata(PATH_METADATA, handler))].join('/')}`,
          declared: [onClass, onMethod].filter((access): access is RouteAccess => access !== undefined),
        },
      ];
    });
  });
}
