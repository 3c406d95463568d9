import type { Request } from 'express';
import type { AppConfig } from '../config/app-config';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * The origin the product's links name (pages, calendar files): APP_ORIGIN, required in production
 * (load-config); without it, the request's own origin when it names this machine, else localhost;
 * never another host a request's Host header claims.
 */
export function linkOrigin(config: AppConfig, req: Request): string {
  const configured = config.appOrigins[0];
  if (configured) return configured;
  return LOCAL_HOSTS.has(req.hostname)
    ? `${req.protocol}://${req.get('host')}`
    : `http://localhost:${config.port}`;
}
