import { type INestApplication, Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { getStorageToken, type ThrottlerStorage } from '@nestjs/throttler';
import express from 'express';
import helmet from 'helmet';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import { LOCAL_STORAGE_PATH } from '@nightlife/domain';
import passport from 'passport';
import { AppModule } from './app.module';
import { AccessTokensService, bearerAuthentication, isBearerRequest } from './modules/access-tokens';
import { PublicProfilePages } from './modules/accounts';
import { CalendarFeedService, calendarFeedCache, PublicEventPages } from './modules/events';
import { QrScanRedirects } from './modules/qr-codes';
import type { AppConfig } from './platform/config/app-config';
import { loadConfig } from './platform/config/load-config';
import { frontendsRouter } from './platform/frontend-hosting/frontends.middleware';
import { LinkPreviewImages } from './platform/frontend-hosting/link-previews/link-preview-images';
import { PreviewCardRenderer } from './platform/frontend-hosting/link-previews/preview-card.renderer';
import { privateApiResponses } from './platform/http/cache-control.middleware';
import { contentSecurityPolicy } from './platform/http/content-security-policy';
import { csrfOriginCheck } from './platform/http/csrf.middleware';
import { methodNotAllowed } from './platform/http/method-not-allowed.middleware';
import { ProblemFilter } from './platform/http/problem.filter';
import { checkJsonBody, checkUrl, refuseNonJsonBody } from './platform/http/request-input.middleware';
import { createValidationPipe } from './platform/http/validation.pipe';
import { SessionStore } from './platform/sessions/session.store';
import { LocalObjectStorage } from './platform/storage/local-object-storage';
import { localUploadsRouter } from './platform/storage/local-uploads.router';
import { OBJECT_STORAGE } from './platform/storage/storage.tokens';
import { sessionMiddleware } from './platform/sessions/session.middleware';
import { createRootLogger, type RootLogger } from './platform/logging/root-logger';
import { requestLogger } from './platform/logging/request-logger.middleware';
import { readCommittedOpenApiDocument, SWAGGER_PATH } from './platform/swagger/openapi';

const CHECK_IN_BODY_LIMIT = '1mb';
const ANNOUNCEMENT_BODY_LIMIT = '1mb';

export interface CreateAppOptions {
  /** Builds the module graph without instantiating providers (no database): for the OpenAPI generator. */
  preview?: boolean;
  /** The process's pino logger (main.ts logs its boot lines with it; tests read lines back). */
  logger?: RootLogger;
  /** The log goes to a person's terminal: request lines say `GET /path 200 12 ms` (main.ts). */
  readableLog?: boolean;
}

/**
 * The configured application, shared by main.ts, the tests and the OpenAPI generator:
 * middleware order is request id and log, security headers, URL checks, the calendar feeds' cache, local
 * uploads, frontends, CSRF,
 * body (JSON only, checked), session (or a bearer token, ADR 0035), passport; then the
 * API under /api with one validation pipe and one problem filter.
 */
export async function createApp(
  config: AppConfig = loadConfig(),
  options: CreateAppOptions = {},
): Promise<INestApplication> {
  const logger = options.logger ?? createRootLogger(config);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config, logger), {
    bodyParser: false,
    preview: options.preview,
    // Nest's own boot lines wait for the pino logger instead of going to the colouring console.
    bufferLogs: !options.preview,
    logger: options.preview ? false : undefined,
    abortOnError: false,
  });
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ProblemFilter());

  if (options.preview) return app;
  app.useLogger(app.get(PinoNestLogger));

  const server = app.getHttpAdapter().getInstance() as express.Express;
  server.disable('x-powered-by');
  server.set('trust proxy', config.trustProxy);
  app.use(requestLogger(logger, { readable: options.readableLog ?? false }));
  app.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
      // The shell loads its remotes' chunks and images from this origin and from remote URLs.
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(privateApiResponses);
  app.use(checkUrl);
  // Calendar apps poll their feeds: an unchanged one is answered before the rest (ADR 0041).
  app.use(calendarFeedCache(app.get(CalendarFeedService), config));
  // Local storage: uploads PUT to and media served from this process (raw bodies, before JSON parsing).
  const storage: unknown = app.get(OBJECT_STORAGE);
  if (storage instanceof LocalObjectStorage)
    app.use(LOCAL_STORAGE_PATH, localUploadsRouter(storage, csrfOriginCheck(config.appOrigins)));
  const linkPreviews = new LinkPreviewImages(
    app.get(OBJECT_STORAGE),
    new PreviewCardRenderer(),
    new Logger('LinkPreviews'),
  );
  app.use(
    frontendsRouter(
      config,
      new Logger('Frontends'),
      app.get(PublicEventPages),
      app.get(QrScanRedirects),
      app.get(PublicProfilePages),
      linkPreviews,
    ),
  );
  // A browser cannot attach an Authorization header to another site's request without a CORS
  // preflight, which this API never grants: a bearer request needs no CSRF check, and gets no session.
  const csrf = csrfOriginCheck(config.appOrigins);
  app.use((req: express.Request, res: express.Response, next: express.NextFunction) =>
    isBearerRequest(req) ? next() : csrf(req, res, next),
  );
  app.use(methodNotAllowed(app));
  // JSON only: a form or text/plain body is refused with 415 rather than silently ignored.
  app.use(refuseNonJsonBody);
  app.use('/api/error-reports', express.json({ limit: config.errorReportBodyLimit }));
  // Up to 20,000 recipient ids (about 800 kB of JSON).
  app.use('/api/events/:eventId/announcement', express.json({ limit: ANNOUNCEMENT_BODY_LIMIT }));
  // A door device's batch: up to 1,000 scans (MAX_SCANS_PER_BATCH, about 300 kB of JSON).
  app.use('/api/events/:eventId/check-ins', express.json({ limit: CHECK_IN_BODY_LIMIT }));
  app.use(express.json({ limit: config.bodyLimit }));
  app.use(checkJsonBody);
  const withSession = sessionMiddleware(config, app.get(SessionStore));
  app.use((req: express.Request, res: express.Response, next: express.NextFunction) =>
    isBearerRequest(req) ? next() : withSession(req, res, next),
  );
  app.use(passport.initialize());
  // A visitor's GET carries no session (sessionMiddleware): nothing to restore.
  const restoreUser = passport.session();
  app.use((req: express.Request, res: express.Response, next: express.NextFunction) =>
    req.session ? restoreUser(req, res, next) : next(),
  );
  app.use(
    bearerAuthentication(
      app.get(AccessTokensService),
      app.get<ThrottlerStorage>(getStorageToken(), { strict: false }),
      config.accessTokenRateLimit,
    ),
  );

  // The committed document: the one the contract tests check the API against.
  SwaggerModule.setup(SWAGGER_PATH, app, readCommittedOpenApiDocument, {
    jsonDocumentUrl: `${SWAGGER_PATH}-json`,
  });
  await app.init();
  return app;
}
