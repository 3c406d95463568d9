import type { INestApplication } from '@nestjs/common';
import { createApp } from '../../app.factory';
import { loadConfig } from '../config/load-config';
import { registeredRoutes, type RegisteredRoute } from './route-table';

const describeRoute = (route: RegisteredRoute) => `${route.name} (${route.method} ${route.path})`;

describe('route access declarations', () => {
  let app: INestApplication;
  let routes: RegisteredRoute[];

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

  it('reads each route with its method and full path', () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'EventsController.getEventBySlug',
          method: 'GET',
          path: '/api/events/:event',
        }),
        expect.objectContaining({ name: 'AuthController.login', method: 'POST', path: '/api/login' }),
      ]),
    );
  });

  it('has every route declare exactly one of @SignedIn(), @Public() or @StaffOnly() (on the method or its controller)', () => {
    const undeclared = routes.filter((route) => route.declared.length === 0).map(describeRoute);
    const ambiguous = routes.filter((route) => route.declared.length > 1).map(describeRoute);
    expect({ undeclared, ambiguous }).toEqual({ undeclared: [], ambiguous: [] });
  });
});
