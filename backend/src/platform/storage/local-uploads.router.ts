import path from 'node:path';
import {
  MEDIA_PREFIX,
  parseObjectKey,
  usedUploadKey,
  UPLOAD_RULES,
  uploadAlreadyUsedError,
  uploadLinkExpiredError,
  uploadLinkInvalidError,
  uploadTooLargeError,
} from '@nightlife/domain';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { DomainException } from '../http/domain.exception';
import { contentDisposition, MEDIA_CACHE_CONTROL } from './object-key-path';
import type { LocalObjectStorage } from './local-object-storage';

/** The only types published media has (the extension is chosen by the server from the checked bytes). */
const MEDIA_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
};

/**
 * A served upload can never act as a page: no script, no plugin, no form, even if someone
 * opens it directly (the type is also fixed and nosniff is set app-wide by helmet).
 */
const MEDIA_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; sandbox";

/**
 * The local storage over HTTP, mounted at /uploads (LOCAL_STORAGE_PATH):
 * - PUT /uploads/pending/<owner>/<kind>/<id>?expires&signature: the browser's upload, to a
 *   signed address only, streamed to disk with the kind's byte cap;
 * - GET/HEAD /uploads/media/...: published media, immutable, with its own type, an inline
 *   Content-Disposition and a sandboxing CSP; ranges for video seeking;
 * - anything else (pending files included): 404.
 */
export function localUploadsRouter(
  storage: LocalObjectStorage,
  csrfCheck: (req: Request, res: Response, next: NextFunction) => void,
): Router {
  const router = express.Router();

  router.put('/pending/{*rest}', csrfCheck, (req, res, next) => {
    receiveUpload(storage, req, res).catch(next);
  });

  router.use(
    `/${MEDIA_PREFIX}`,
    express.static(path.join(storage.directory, MEDIA_PREFIX), {
      index: false,
      redirect: false,
      dotfiles: 'deny',
      fallthrough: true,
      setHeaders: (res, filePath) => {
        const type = MEDIA_TYPES[path.extname(filePath)];
        if (type) res.setHeader('Content-Type', type);
        res.setHeader('Cache-Control', MEDIA_CACHE_CONTROL);
        res.setHeader('Content-Disposition', contentDisposition(path.basename(filePath)));
        res.setHeader('Content-Security-Policy', MEDIA_CSP);
      },
    }),
  );

  router.use((req, _res, next) => {
    next(DomainException.of('NOT_FOUND', `Nothing is stored at ${req.baseUrl}${req.path}.`));
  });
  return router;
}

async function receiveUpload(storage: LocalObjectStorage, req: Request, res: Response): Promise<void> {
  const key = req.path.slice(1);
  const pending = parseObjectKey(key);
  if (pending?.area !== 'pending') throw DomainException.of('NOT_FOUND', 'There is no upload address here.');
  const link = storage.checkUploadLink(key, req.query.expires, req.query.signature);
  if (link !== 'valid')
    throw new DomainException(link === 'expired' ? uploadLinkExpiredError() : uploadLinkInvalidError());
  // An address takes one file: once published, it is refused (PublishUploadUseCase marks it).
  if (await storage.stat(usedUploadKey(pending))) throw new DomainException(uploadAlreadyUsedError());

  const rule = UPLOAD_RULES[pending.kind];
  // A declared size over the cap is refused before a byte is read; the connection closes
  // rather than read the rest of the body.
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > rule.maxBytes || (await storage.receive(key, req, rule.maxBytes)) === 'too-large') {
    res.setHeader('Connection', 'close');
    throw new DomainException(uploadTooLargeError(rule));
  }
  res.status(200).end();
}
