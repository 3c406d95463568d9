/**
 * Keys the server names are lowercase letters, digits, '-', '.' and '/' segments (see
 * domain/src/storage/object-keys.ts); anything else in an address is not one of ours.
 */
const SAFE_KEY = /^(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9._-]*$/;

export function isSafeObjectKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.split('/').includes('..');
}

/** The key after a base address ('https://host/bucket', '/uploads'), query and fragment ignored. */
export function keyAfter(base: string, url: string): string | null {
  const address = url.split(/[?#]/)[0];
  if (!address.startsWith(`${base}/`)) return null;
  const key = address.slice(base.length + 1);
  return isSafeObjectKey(key) ? key : null;
}

/** Published objects never change (a new upload gets a new key): caches may keep them for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Inline (an <img> or <video> may show it) with a fixed, harmless file name. */
export function contentDisposition(fileName: string): string {
  return `inline; filename="${fileName.replace(/[^a-z0-9._-]/gi, '_')}"`;
}
