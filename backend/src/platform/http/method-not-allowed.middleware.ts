import type { INestApplicationContext } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { match } from 'path-to-regexp';
import { DomainException } from './domain.exception';
import { registeredRoutes } from './route-table';

/**
 * A known API path asked with a method it does not serve answers 405 METHOD_NOT_ALLOWED with an
 * Allow header, instead of the 404 an unknown path gets. The methods come from the app's own
 * route metadata (`registeredRoutes`), matched with the router's path syntax; the table is
 * built on the first request, when every controller is registered. Staff-only paths are left
 * out: to anyone else they must look unknown, whatever the method.
 */
export function methodNotAllowed(app: INestApplicationContext) {
  type Route = { matches: (path: string) => boolean; method: string };
  // Routes grouped by the segment after /api/ ('events', 'user'...), so a request is matched
  // against its few neighbours, not every route; '' holds routes whose segment is a parameter.
  let groups: Map<string, Route[]> | undefined;
  const segmentOf = (path: string) => path.split('/')[2] ?? '';
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!req.path.startsWith('/api/')) return next();
    groups ??= registeredRoutes(app)
      .filter((route) => !route.declared.includes('staff'))
      .reduce((byGroup, route) => {
        const segment = segmentOf(route.path);
        const key = segment.startsWith(':') ? '' : segment;
        const matcher = match(route.path, { decode: false });
        byGroup.set(key, [
          ...(byGroup.get(key) ?? []),
          { method: route.method, matches: (path: string) => matcher(path) !== false },
        ]);
        return byGroup;
      }, new Map<string, Route[]>());
    const candidates = [...(groups.get(segmentOf(req.path)) ?? []), ...(groups.get('') ?? [])];
    const allowed = new Set(
      candidates.filter((route) => route.matches(req.path)).map((route) => route.method),
    );
    if (allowed.has('GET')) allowed.add('HEAD');
    if (allowed.size === 0 || allowed.has(req.method) || allowed.has('ALL')) return next();
    res.setHeader('Allow', [...allowed].sort().join(', '));
    next(DomainException.of('METHOD_NOT_ALLOWED', `${req.method} is not allowed here.`));
  };
}
