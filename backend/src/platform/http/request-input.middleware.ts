import type { NextFunction, Request, Response } from 'express';
import { DomainException } from './domain.exception';

/**
 * The edge rules for what a request may carry, applied to every route before any handler:
 * - a path must be valid percent-encoded UTF-8 (else 400 REQUEST.MALFORMED_URL);
 * - NUL (U+0000) is refused anywhere: path, query, JSON keys and values (400
 *   REQUEST.INVALID_CHARACTER). PostgreSQL cannot store it, no person types it, and refusing
 *   keeps one rule for every field instead of silently changing some;
 * - a lone UTF-16 surrogate in a JSON string becomes U+FFFD: it has no UTF-8 form, so the
 *   database and every log would fail on it or mangle it anyway, and error reports (which
 *   quote whatever broke) must not be lost for it;
 * - bodies are JSON objects nested at most MAX_JSON_DEPTH levels (400 REQUEST.TOO_DEEP),
 *   checked before validation recurses through them; other media types answer 415.
 */
export const MAX_JSON_DEPTH = 32;

const invalidCharacter = (where: string) =>
  DomainException.of('REQUEST.INVALID_CHARACTER', `The ${where} contains a NUL character (U+0000).`);

export function checkUrl(req: Request, _res: Response, next: NextFunction): void {
  for (const segment of req.path.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return next(
        DomainException.of('REQUEST.MALFORMED_URL', 'The URL path is not valid percent-encoded UTF-8.'),
      );
    }
    if (decoded.includes('\0')) return next(invalidCharacter('URL path'));
  }
  if (containsNul(req.query)) return next(invalidCharacter('query string'));
  next();
}

/** A body in another media type than JSON is never parsed, so it is refused rather than ignored. */
export function refuseNonJsonBody(req: Request, _res: Response, next: NextFunction): void {
  if (!hasBody(req) || req.is('application/json')) return next();
  next(
    DomainException.of(
      'REQUEST.UNSUPPORTED_MEDIA_TYPE',
      'Request bodies must be JSON (Content-Type: application/json).',
    ),
  );
}

/** After the JSON parsers: the body's shape, depth and characters (see above). */
export function checkJsonBody(req: Request, _res: Response, next: NextFunction): void {
  if (!hasBody(req)) return next();
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return next(DomainException.of('REQUEST.MALFORMED_JSON', 'The request body must be a JSON object.'));
  next(walkJson(body as Record<string, unknown>));
}

/** Iterative (a deep body must not overflow the stack here either); fixes strings in place. */
function walkJson(root: Record<string, unknown>): DomainException | undefined {
  const pending: [Record<string, unknown> | unknown[], number][] = [[root, 1]];
  while (pending.length > 0) {
    const [container, depth] = pending.pop()!;
    if (depth > MAX_JSON_DEPTH)
      return DomainException.of(
        'REQUEST.TOO_DEEP',
        `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep.`,
      );
    for (const key of Object.keys(container)) {
      if (key.includes('\0')) return invalidCharacter('JSON body');
      const value = (container as Record<string, unknown>)[key];
      if (typeof value === 'string') {
        if (value.includes('\0')) return invalidCharacter('JSON body');
        if (!value.isWellFormed()) (container as Record<string, unknown>)[key] = value.toWellFormed();
      } else if (typeof value === 'object' && value !== null) {
        pending.push([value as Record<string, unknown>, depth + 1]);
      }
    }
  }
  return undefined;
}

function containsNul(query: unknown): boolean {
  if (typeof query === 'string') return query.includes('\0');
  if (typeof query !== 'object' || query === null) return false;
  return Object.entries(query).some(([key, value]) => key.includes('\0') || containsNul(value));
}

function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}
