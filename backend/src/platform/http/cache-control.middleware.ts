import type { NextFunction, Request, Response } from 'express';

/**
 * API answers depend on the session cookie (the session, an event as its host or an attendee
 * sees it, a guest list...), so no shared cache may keep them: every /api response is
 * `private, no-store` unless its handler says otherwise (the theme catalogue is the same for all).
 */
export function privateApiResponses(req: Request, res: Response, next: NextFunction): void {
  if (req.path.startsWith('/api/')) res.setHeader('Cache-Control', 'private, no-store');
  next();
}
