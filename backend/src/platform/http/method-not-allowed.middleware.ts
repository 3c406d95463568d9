import type { Express, NextFunction, Request, Response } from 'express';
import { DomainException } from './domain.exception';

interface RouteLayer {
  match(path: string): boolean;
  route?: { path: string; methods: Record<string, boolean> };
}

/**
 * A known API path asked with a method it does not serve answers 405 METHOD_NOT_ALLOWED with an
 * Allow header, instead of the 404 an unknown path gets. The methods come from the app's own
 * router (its route layers, filled when the app initialises), so they cannot disagree with it.
 */
export function methodNotAllowed(server: Express) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!req.path.startsWith('/api/')) return next();
    const allowed = new Set<string>();
    for (const layer of (server.router as unknown as { stack: RouteLayer[] }).stack) {
      // Nest mounts module middleware as wildcard routes for every method ('/api/{*all}',
      // '/api{/*splat}'); no controller route has a wildcard.
      if (!layer.route || layer.route.path.includes('*') || !layer.match(req.path)) continue;
      for (const method of Object.keys(layer.route.methods)) allowed.add(method.toUpperCase());
    }
    if (allowed.has('GET')) allowed.add('HEAD');
    if (allowed.size === 0 || allowed.has(req.method) || allowed.has('_ALL')) return next();
    res.setHeader('Allow', [...allowed].sort().join(', '));
    next(DomainException.of('METHOD_NOT_ALLOWED', `${req.method} is not allowed here.`));
  };
}
