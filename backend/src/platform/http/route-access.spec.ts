import type { INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, ModulesContainer } from '@nestjs/core';
import { createApp } from '../../app.factory';
import { loadConfig } from '../config/load-config';
import { ROUTE_ACCESS, type RouteAccess } from './access.decorators';

interface Route {
  name: string;
  declared: RouteAccess[];
}

/** Every route handler of every controller the app registers, with the access it declares. */
function registeredRoutes(app: INestApplication): Route[] {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  return discovery.getControllers().flatMap(({ metatype }) => {
    if (typeof metatype !== 'function') return [];
    const controller = metatype as new (...args: never[]) => object;
    const onClass = Reflect.getMetadata(ROUTE_ACCESS, controller) as RouteAccess | undefined;
    return scanner.getAllMethodNames(controller.prototype).flatMap((method) => {
      const handler = (controller.prototype as Record<string, unknown>)[method] as object;
      // Only request handlers carry a request method (a path alone is also set on the class).
      if (Reflect.getMetadata(METHOD_METADATA, handler) === undefined) return [];
      const onMethod = Reflect.getMetadata(ROUTE_ACCESS, handler) as RouteAccess | undefined;
      return [
        {
          name: `${controller.name}.${method} (${String(Reflect.getMetadata(PATH_METADATA, handler))})`,
          declared: [onClass, onMethod].filter((access): access is RouteAccess => access !== undefined),
        },
      ];
    });
  });
}

describe('route access declarations', () => {
  let app: INestApplication;
  let routes: Route[];

  beforeAll(async () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://localhost/route-walk', NODE_ENV: 'test' });
    // Preview mode: the module graph without running any provider (no database needed).
    app = await createApp(config, { preview: true });
    routes = registeredRoutes(app);
  });

  afterAll(() => app.close());

  it('finds the routes of every controller', () => {
    expect(routes.map((route) => route.name)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^EventsController\.createEvent/),
        expect.stringMatching(/^RsvpsController\.updateRsvpStatus/),
        expect.stringMatching(/^AuthController\.login/),
        expect.stringMatching(/^HealthController\.getHealth/),
      ]),
    );
  });

  it('has every route declare exactly one of @SignedIn(), @Public() or @StaffOnly() (on the method or its controller)', () => {
    const undeclared = routes.filter((route) => route.declared.length === 0).map((route) => route.name);
    const ambiguous = routes.filter((route) => route.declared.length > 1).map((route) => route.name);
    expect({ undeclared, ambiguous }).toEqual({ undeclared: [], ambiguous: [] });
  });
});
