import type { AppConfig } from '../config/app-config';
import { storageOrigins } from '../storage/storage-origins';

type Directives = Record<string, string[]>;

/**
 * The Content-Security-Policy of every response, pages and API alike (docs/adr/0007).
 * Scripts run only from this origin and the origins of the configured remotes (REMOTE_*_URL);
 * no inline script and no eval. The server-rendered JSON-LD is a data block, which CSP does
 * not treat as script. Styles may be inline: Radix primitives inject <style> elements, and a
 * style cannot run code. Images and videos are flyers and avatars hosted anywhere over https;
 * with S3 storage the browser also uploads to the bucket and reads media from its public address
 * (which may be plain http on a development server).
 */
export function contentSecurityPolicy(config: Pick<AppConfig, 'remoteUrls' | 'storage'>): Directives {
  const remoteOrigins = remoteOriginsOf(config);
  const storage = storageOrigins(config.storage);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remoteOrigins],
    'connect-src': ["'self'", ...remoteOrigins, ...storage.upload],
    'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...storage.media],
    'media-src': ["'self'", 'blob:', 'https:', ...storage.media],
    'font-src': ["'self'", 'data:', ...remoteOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

export function formatPolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Absolute REMOTE_*_URL values name other origins; relative ones are this origin. */
function remoteOriginsOf(config: Pick<AppConfig, 'remoteUrls'>): string[] {
  const origins = Object.values(config.remoteUrls)
    .filter((url): url is string => typeof url === 'string' && /^https?:\/\//i.test(url))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}
