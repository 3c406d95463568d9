import type { NextFunction, Request, Response } from 'express';
import { safeRedirectPath } from '@nightlife/domain';

/** How a scan reached the server. `ip` is the client's (behind TRUST_PROXY, the forwarded one). */
export interface QrScanVisit {
  method: string;
  userAgent: string;
  ip: string;
}

/** What the server reads to answer a scan of a dynamic QR code (modules/qr-codes). */
export interface QrScanPages {
  /**
   * Counts a scan of /qr/{id}[?event=] (a person's GET, not a HEAD or a link preview, once per
   * client per window) and returns where to send the browser, or null for an unknown code.
   */
  scan(id: string, eventId: string | null, visit: QrScanVisit): Promise<string | null>;
}

/**
 * GET /qr/{id}: a printed code's link. Answered by the server (not the app) so every scan is
 * counted, with or without JavaScript: a 302 to the destination, never cached. An unknown code
 * falls through to the app, whose 404 page it then shows.
 */
export function qrScanHandler(scans: QrScanPages) {
  return async (req: Request<{ id: string }>, res: Response, next: NextFunction): Promise<void> => {
    const event = typeof req.query.event === 'string' ? req.query.event : null;
    const visit = { method: req.method, userAgent: req.get('user-agent') ?? '', ip: req.ip ?? '' };
    const location = safeRedirectLocation(await scans.scan(req.params.id, event, visit));
    if (location === null) return next();
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(302, location);
  };
}

/**
 * The last check before a Location header: a path on this origin, by the same rule as every
 * `redirect` the app follows (the domain's safeRedirectPath: never '//host', '/\host' or their
 * encodings, which browsers or a later decoding read as another host), or an absolute http(s)
 * address (a custom QR code's), normalised by the URL parser. Anything else (javascript:,
 * data:, ...) is refused.
 */
export function safeRedirectLocation(location: string | null): string | null {
  if (location === null) return null;
  if (location.startsWith('/')) return safeRedirectPath(location, null);
  try {
    const url = new URL(location);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
