import { HttpStatus } from '@nestjs/common';
import express, { type Request, type Response } from 'express';
import type { AppConfig } from '../../../platform/config/app-config';
import { linkOrigin } from '../../../platform/http/link-origin';
import type { CalendarFeedService, FeedFile } from '../calendar-feed.service';

const FEED_FILE = /^([A-Za-z0-9_-]{16,64})\.ics$/;

/** The token of a feed's file name (`{token}.ics`), or undefined when it is not one. */
export function feedToken(file: string): string | undefined {
  return FEED_FILE.exec(file)?.[1];
}

/** Answers a feed's file: 304 to a matching If-None-Match, gzipped when the client takes it. */
export function sendFeedFile(req: Request, res: Response, feed: FeedFile): void {
  res.setHeader('Cache-Control', 'private, no-cache');
  res.setHeader('ETag', feed.etag);
  res.setHeader('Last-Modified', feed.lastModified.toUTCString());
  res.setHeader('Vary', 'Accept-Encoding');
  if (req.headers['if-none-match'] === feed.etag) {
    res.status(HttpStatus.NOT_MODIFIED).end();
    return;
  }
  res.type('text/calendar; charset=utf-8');
  if (req.acceptsEncodings(['gzip', 'identity']) === 'gzip') {
    res.setHeader('Content-Encoding', 'gzip');
    res.end(feed.gzipped);
  } else res.end(feed.body);
}

/**
 * The feeds' cache in front of the framework (ADR 0041): calendar apps poll their feed, and a
 * feed that has not changed is answered here, after the request log, the security headers and
 * the URL check, for a third of what the same answer costs through Nest's routing. Anything else
 * (no file rendered yet, a change since, an unknown token) goes on to the route
 * (CalendarFeedController), which renders the file or answers the problem.
 */
export function calendarFeedCache(feeds: CalendarFeedService, config: AppConfig): express.Router {
  const router = express.Router();
  router.get('/api/calendar/:file', (req, res, next) => {
    const token = feedToken(req.params.file);
    if (token === undefined) return next();
    feeds
      .currentFile(token, linkOrigin(config, req))
      .then((feed) => (feed === null ? next() : sendFeedFile(req, res, feed)), next);
  });
  return router;
}
