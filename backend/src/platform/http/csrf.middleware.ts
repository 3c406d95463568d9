import type { NextFunction, Request, Response } from 'express';
import { DomainException } from './domain.exception';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests a browser sent from another site (docs/adr/0002).
 * Browsers always send Sec-Fetch-Site and/or Origin on such requests; clients without either
 * (curl, server-to-server) cannot carry a victim's cookie by accident and pass.
 */
export function csrfOriginCheck(allowedOrigins: string[]) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method)) return next();
    const fetchSite = req.get('sec-fetch-site');
    if (fetchSite === 'cross-site' || fetchSite === 'same-site') return next(refused());
    const origin = req.get('origin');
    if (origin !== undefined) {
      const allowed = allowedOrigins.length > 0 ? allowedOrigins : [`${req.protocol}://${req.get('host')}`];
      if (!allowed.includes(origin)) return next(refused());
    }
    next();
  };
}

function refused(): DomainException {
  return DomainException.of('CSRF.CROSS_ORIGIN', 'Cross-origin requests that change state are not allowed.');
}
