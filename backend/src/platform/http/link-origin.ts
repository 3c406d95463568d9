import type { Request } from 'express';
import type { AppConfig } from '../config/app-config';

/** This machine, with an optional port, and nothing else (no userinfo, no other name after it). */
const LOCAL_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/;

/**
 * The origin the product's links name (pages, calendar files): APP_ORIGIN, required in production
 * (load-config); without it, the request's own origin when it names this machine, else localhost;
 * never another host a request's Host header claims. The whole host is checked, and it is the one
 * linked to (req.host: the Host header, or a trusted proxy's X-Forwarded-Host).
 */
export function linkOrigin(config: AppConfig, req: Request): string {
  const configured = config.appOrigins[0];
  if (configured) return configured;
  return LOCAL_HOST.test(req.host ?? '')
    ? `${req.protocol}://${req.host}`
    : `http://localhost:${config.port}`;
}
