import { linkOrigin } from '../http/link-origin';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { Logger } from '@nestjs/common';
import { isValidSlug, marketingPageMetadata } from '@nightlife/domain';
import compression from 'compression';
import express, { type Request, type Response, type NextFunction, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { AppConfig, RemoteName } from '../config/app-config';
import {
  eventSlugOfPath,
  OG_DEFAULT_IMAGE_FILE,
  OG_DEFAULT_IMAGE_PATH,
  OG_IMAGES_DIR,
  profileUsernameOfPath,
  isEventMainPage,
  renderEventPage,
  renderEventsPage,
  renderMarketingPage,
  renderProfilePage,
  ROBOTS_TXT_FILE,
  withBootDocuments,
} from './page-html';
import type { LinkPreviewImages } from './link-previews/link-preview-images';
import { EMBEDDABLE, inviteOf, previewImagesRouter, withInvite } from './link-previews/preview-routes';
import type { PublicPagesData, PublicProfilesData } from './public-pages';
import { qrScanHandler, type QrScanPages } from './qr-scans';

/** Remote folder name → Module Federation container name (the key in /remotes.json). */
export const REMOTES: Record<RemoteName, string> = {
  'public-events': 'public_events',
  dashboard: 'dashboard',
  marketing: 'marketing',
};

// Bundlers put a content hash in asset file names (main.3f9a1c2e.js): those never change.
const HASHED_ASSET = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
// The build writes a brotli and a gzip copy next to each text asset (frontends/precompress.mjs).
const PRECOMPRESSED_COPY = /\.(?:br|gz)$/;

/** Hashed assets are cached for a year; everything else (HTML, manifests) is revalidated. */
function cacheControl(filePath: string): string {
  const file = path.basename(filePath).replace(PRECOMPRESSED_COPY, '');
  return HASHED_ASSET.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

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

/** The parts of a remote's mf-manifest.json the shell reads: where its entry and its exposed modules' files are. */
interface RemoteFederationManifest {
  metaData: { publicPath: string; remoteEntry: { name: string; path: string; type: string } };
  exposes: unknown[];
}

/**
 * The documents the shell fetches before it can load the first page's remote: /remotes.json and
 * the mf-manifest.json of each remote served here (read per request, so a remote deployed while
 * the server runs is never announced with its old entry). A remote served from elsewhere
 * (REMOTE_*_URL) is left for the shell to fetch.
 */
async function bootDocuments(
  frontendsDir: string,
  manifest: Record<string, RemoteManifestEntry>,
): Promise<Record<string, unknown>> {
  const documents: Record<string, unknown> = { '/remotes.json': manifest };
  await Promise.all(
    (Object.keys(REMOTES) as RemoteName[]).map(async (remote) => {
      const entry = manifest[REMOTES[remote]]?.entry;
      if (entry !== `/remotes/${remote}/mf-manifest.json`) return;
      try {
        const file = path.join(frontendsDir, remote, 'dist', 'mf-manifest.json');
        const { metaData, exposes } = JSON.parse(await readFile(file, 'utf8')) as RemoteFederationManifest;
        documents[entry] = {
          metaData: { publicPath: metaData.publicPath, remoteEntry: metaData.remoteEntry },
          exposes,
        };
      } catch {
        // Not built (or unreadable): the shell fetches it and shows the crash screen if it fails.
      }
    }),
  );
  return documents;
}

/** Static files of a built frontend, sent as their .br or .gz copy when the client accepts it. */
function builtFiles(dist: string) {
  return expressStaticGzip(dist, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      fallthrough: true,
      setHeaders: (res: ServerResponse, filePath: string) => {
        res.setHeader('Cache-Control', cacheControl(filePath));
      },
    },
  });
}

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

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
 * GET /remotes.json, the scan redirect of /qr/{id}, the link-preview cards (/og/...), and the
 * shell's index.html for any other non-API GET (SPA routes).
 * Static files go out precompressed; the HTML and the manifest are compressed per response.
 * Event pages get the event's Open Graph tags and JSON-LD in that HTML, profiles their tags,
 * /events its list's JSON-LD, for link previews and crawlers that do not run the app; an event's
 * page and /events also paint their first screen from it (page-html.ts, issue 22 §1); every page
 * carries the documents the shell reads first (bootDocuments).
 * A missing build only logs a warning: the API keeps working.
 */
export function frontendsRouter(
  config: AppConfig,
  logger: Logger,
  pages: PublicPagesData,
  qrScans: QrScanPages,
  profiles: PublicProfilesData,
  previews: LinkPreviewImages,
): Router {
  const router = express.Router();
  // The API's requests leave this router at once: nothing here serves /api, and the static
  // lookups below would each stat a file first (13% of an event read's CPU, infra/bench).
  router.use((req, _res, next) => next(isApiPath(req.path) ? 'router' : undefined));
  // Pages and the manifest are built per request.
  router.use(compression());

  router.get(OG_DEFAULT_IMAGE_PATH, (_req, res) => {
    res.sendFile(OG_DEFAULT_IMAGE_FILE, {
      headers: { 'Cache-Control': 'public, max-age=86400', ...EMBEDDABLE },
    });
  });

  // The marketing pages' preview images (committed PNGs made from assets/og/*.html).
  router.get(/^\/og\/([a-z-]+)\.png$/, (req, res, next) => {
    const file = path.join(OG_IMAGES_DIR, `${req.params[0]}.png`);
    res.sendFile(
      file,
      { headers: { 'Cache-Control': 'public, max-age=86400', ...EMBEDDABLE } },
      (error) => error && next(),
    );
  });

  // Events' and profiles' cards: drawn on first request, content-addressed (link-previews/).
  router.use(previewImagesRouter(pages, profiles, previews, logger));

  router.get('/robots.txt', (_req, res) => {
    res.sendFile(ROBOTS_TXT_FILE, { headers: { 'Cache-Control': 'public, max-age=3600' } });
  });

  // Dynamic QR codes: counted and redirected here, before the app's pages (nginx proxies /qr/ too).
  router.get('/qr/:id', qrScanHandler(qrScans));

  const manifest = remotesManifest(config, readCommittedManifest(config, logger));
  router.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(manifest);
  });

  for (const remote of Object.keys(REMOTES) as RemoteName[]) {
    const dist = path.join(config.frontendsDir, remote, 'dist');
    if (existsSync(dist)) router.use(`/remotes/${remote}`, builtFiles(dist));
    else
      logger.warn(`Remote "${remote}" is not built (${dist} missing): /remotes/${remote}/ will answer 404.`);
  }

  // The docker topology: nginx serves the frontends and sends only the pages that carry data
  // here, rendered into the web tier's own index.html (ADR 0010).
  if (config.shellIndexUrl) {
    const readShell = fetchedShellIndex(config.shellIndexUrl);
    router.use(async (req: Request, res: Response, next: NextFunction) => {
      const html = isPageRequest(req) ? await pageHtml(req, readShell) : null;
      // No data for this page: the web tier's fallback (its static shell) answers instead.
      if (html === null) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(html);
    });
    return router;
  }

  const shellDist = path.join(config.frontendsDir, 'shell', 'dist');
  const shellIndex = path.join(shellDist, 'index.html');
  if (!existsSync(shellIndex)) {
    logger.warn(`The shell is not built (${shellIndex} missing): only the API is served.`);
    return router;
  }
  const readShell = () => readFile(shellIndex, 'utf8');
  router.use(builtFiles(shellDist));
  router.use(async (req: Request, res: Response, next: NextFunction) => {
    if (!isPageRequest(req)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    const html = (await pageHtml(req, readShell)) ?? (await readShell());
    res.type('html').send(withBootDocuments(html, await bootDocuments(config.frontendsDir, manifest)));
  });

  /**
   * The shell with the page's data for /events, a published event's pages, a profile and the
   * marketing pages; null for the plain shell.
   */
  async function pageHtml(req: Request, readShell: () => Promise<string>): Promise<string | null> {
    const origin = linkOrigin(config, req);
    const slug = eventSlugOfPath(req.path);
    try {
      const marketingPage = marketingPageMetadata(req.path);
      if (marketingPage) return renderMarketingPage(await readShell(), marketingPage, origin);
      if (isEventList(req)) {
        // Another page, size, status or search: the app reads its events (the page's header only).
        const list = isPlainEventList(req) ? await pages.listEvents() : null;
        return renderEventsPage(await readShell(), list, origin);
      }
      const username = profileUsernameOfPath(req.path);
      if (username !== null) {
        const profile = await profiles.findProfile(username);
        if (profile === null) return null;
        return renderProfilePage(await readShell(), profile, origin, previews.profileCard(profile).image);
      }
      if (slug === null || !isValidSlug(slug)) return null;
      // An invite-only event's page is rendered only for its invite code (ADR 0038).
      const invite = inviteOf(req);
      const event = await pages.findEvent(slug, invite);
      if (event === null) return null;
      const card = withInvite(previews.eventCard(event), event, invite);
      return renderEventPage(await readShell(), event, origin, card.image, {
        mainPage: isEventMainPage(req.path),
        inviteCode: event.isPrivate ? invite : null,
      });
    } catch (error) {
      // The page still works without its data: log and serve the plain shell.
      logger.warn(`Page data for ${req.path} failed: ${(error as Error).message}`);
      return null;
    }
  }
  return router;
}

function isPageRequest(req: Request): boolean {
  return (
    // API requests never get here: the router's first handler sends them on.
    (req.method === 'GET' || req.method === 'HEAD') && !req.path.startsWith('/remotes/')
  );
}

/** How long a fetched shell index.html is reused: a deploy shows within this time. */
const SHELL_INDEX_TTL_MS = 5_000;

/**
 * The web tier's index.html (SHELL_INDEX_URL), fetched again after SHELL_INDEX_TTL_MS. Requests
 * that arrive while it is being fetched wait for that one fetch; a failed fetch is not kept.
 */
function fetchedShellIndex(url: string): () => Promise<string> {
  let cached: { html: Promise<string>; until: number } | null = null;
  return () => {
    if (cached === null || cached.until <= Date.now()) {
      const html = fetch(url, { signal: AbortSignal.timeout(2_000) }).then(async (response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return response.text();
      });
      const entry = { html, until: Date.now() + SHELL_INDEX_TTL_MS };
      cached = entry;
      html.catch(() => {
        if (cached === entry) cached = null;
      });
    }
    return cached.html;
  };
}

/** /events, with any list state in its query. */
function isEventList(req: Request): boolean {
  return /^\/events\/?$/.test(req.path);
}

/**
 * /events showing the first page with the default filters. Another page, size, status or search
 * (the app's URL state) shows other events: the app renders that list's data itself.
 */
function isPlainEventList(req: Request): boolean {
  const listQuery = ['page', 'size', 'status', 'q'];
  return isEventList(req) && !listQuery.some((key) => key in (req.query as object));
}
