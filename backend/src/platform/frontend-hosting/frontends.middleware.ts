import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '@nestjs/common';
import { isValidSlug } from '@nightlife/domain';
import express, { type Request, type Response, type NextFunction, type Router } from 'express';
import type { AppConfig, RemoteName } from '../config/app-config';
import type { EventPreviewLookup } from './event-preview';
import { eventSlugOfPath, OG_DEFAULT_IMAGE_FILE, OG_DEFAULT_IMAGE_PATH, renderEventPage } from './open-graph';

/** Remote folder name → Module Federation container name (the key in /remotes.json). */
export const REMOTES: Record<RemoteName, string> = {
  'public-events': 'public_events',
  dashboard: 'dashboard',
  marketing: 'marketing',
};

// Bundlers put a content hash in asset file names (main.3f9a1c2e.js): those never change.
const HASHED_ASSET = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** One remote in /remotes.json: where its mf-manifest.json is, and the first path segments it owns. */
export interface RemoteManifestEntry {
  entry: string;
  routes: string[];
}

/**
 * The runtime manifest the shell reads to find each remote and the pages it owns: the committed
 * `frontends/remotes.json`, with a remote's entry overridable per deployment.
 */
export function remotesManifest(
  config: AppConfig,
  committed: Record<string, RemoteManifestEntry>,
): Record<string, RemoteManifestEntry> {
  return Object.fromEntries(
    (Object.keys(REMOTES) as RemoteName[]).map((remote) => {
      const name = REMOTES[remote];
      const entry =
        config.remoteUrls[remote] ?? committed[name]?.entry ?? `/remotes/${remote}/mf-manifest.json`;
      return [name, { entry, routes: committed[name]?.routes ?? [] }];
    }),
  );
}

function readCommittedManifest(config: AppConfig, logger: Logger): Record<string, RemoteManifestEntry> {
  const file = path.join(config.frontendsDir, 'remotes.json');
  if (!existsSync(file)) {
    logger.warn(`${file} is missing: /remotes.json lists no routes, so every page is the 404 page.`);
    return {};
  }
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, RemoteManifestEntry>;
}

/**
 * Serves the built frontends from one origin: the shell at /, each remote at /remotes/<name>/,
 * GET /remotes.json, and the shell's index.html for any other non-API GET (SPA routes).
 * Event pages get the event's Open Graph tags in that HTML when `eventPreview` finds the event.
 * A missing build only logs a warning: the API keeps working.
 */
export function frontendsRouter(config: AppConfig, logger: Logger, eventPreview: EventPreviewLookup): Router {
  const router = express.Router();
  const staticOptions = {
    index: false,
    fallthrough: true,
    setHeaders: (res: Response, filePath: string) => {
      res.setHeader(
        'Cache-Control',
        HASHED_ASSET.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  };

  router.get(OG_DEFAULT_IMAGE_PATH, (_req, res) => {
    res.sendFile(OG_DEFAULT_IMAGE_FILE, { headers: { 'Cache-Control': 'public, max-age=86400' } });
  });

  const manifest = remotesManifest(config, readCommittedManifest(config, logger));
  router.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(manifest);
  });

  for (const remote of Object.keys(REMOTES) as RemoteName[]) {
    const dist = path.join(config.frontendsDir, remote, 'dist');
    if (existsSync(dist)) router.use(`/remotes/${remote}`, express.static(dist, staticOptions));
    else
      logger.warn(`Remote "${remote}" is not built (${dist} missing): /remotes/${remote}/ will answer 404.`);
  }

  const shellDist = path.join(config.frontendsDir, 'shell', 'dist');
  const shellIndex = path.join(shellDist, 'index.html');
  if (!existsSync(shellIndex)) {
    logger.warn(`The shell is not built (${shellIndex} missing): only the API is served.`);
    return router;
  }
  router.use(express.static(shellDist, staticOptions));
  router.use(async (req: Request, res: Response, next: NextFunction) => {
    const isPageRequest =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !req.path.startsWith('/api/') &&
      req.path !== '/api' &&
      !req.path.startsWith('/remotes/');
    if (!isPageRequest) return next();
    res.setHeader('Cache-Control', 'no-cache');
    const html = await eventPageHtml(req);
    if (html === null) res.sendFile(shellIndex);
    else res.type('html').send(html);
  });

  /** The shell with the event's tags for a published event's page; null for the plain shell. */
  async function eventPageHtml(req: Request): Promise<string | null> {
    const slug = eventSlugOfPath(req.path);
    if (slug === null || !isValidSlug(slug)) return null;
    try {
      const event = await eventPreview(slug);
      if (event === null) return null;
      const origin = config.appOrigins[0] ?? `${req.protocol}://${req.get('host')}`;
      return renderEventPage(await readFile(shellIndex, 'utf8'), event, origin);
    } catch (error) {
      // The page still works without a preview: log and serve the plain shell.
      logger.warn(`Open Graph tags for /event/${slug} failed: ${(error as Error).message}`);
      return null;
    }
  }
  return router;
}
