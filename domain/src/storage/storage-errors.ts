import { DomainError } from '../kernel/domain-error.js';
import { type UploadKind, type UploadRule, UPLOAD_MESSAGES, wrongTypeMessage } from './upload-rules.js';

/** The storage context's error codes (uploads and the media published from them). */
export const StorageErrorCodes = {
  FOREIGN_URL: 'UPLOAD.FOREIGN_URL',
  NOT_FOUND: 'UPLOAD.NOT_FOUND',
  NOT_UPLOADED: 'UPLOAD.NOT_UPLOADED',
  CHANGED: 'UPLOAD.CHANGED',
  TOO_LARGE: 'UPLOAD.TOO_LARGE',
  TYPE_NOT_ALLOWED: 'UPLOAD.TYPE_NOT_ALLOWED',
  UNREADABLE: 'UPLOAD.UNREADABLE',
  LINK_INVALID: 'UPLOAD.LINK_INVALID',
  LINK_EXPIRED: 'UPLOAD.LINK_EXPIRED',
  ALREADY_USED: 'UPLOAD.ALREADY_USED',
} as const;
export type StorageErrorCode = (typeof StorageErrorCodes)[keyof typeof StorageErrorCodes];

declare module '../kernel/domain-error.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorCodeRegistry extends Record<StorageErrorCode, true> {}
}

/** Not an address of this site's storage (another site's file, a typo, a data: URL). */
export function foreignUrlError(): DomainError {
  return new DomainError(StorageErrorCodes.FOREIGN_URL, 'This address is not a file uploaded to this site.');
}

/** No upload of the caller's at that address; another user's upload gets the same answer. */
export function uploadNotFoundError(): DomainError {
  return new DomainError(StorageErrorCodes.NOT_FOUND, 'There is no upload of yours at this address.');
}

/** The caller's upload address, but no file arrived (the upload never finished, or was refused). */
export function notUploadedError(): DomainError {
  return new DomainError(StorageErrorCodes.NOT_UPLOADED, 'No file has been uploaded to this address yet.');
}

/** The file was replaced while the server was checking it. */
export function uploadChangedError(): DomainError {
  return new DomainError(StorageErrorCodes.CHANGED, 'The file changed while it was being checked.');
}

export function uploadTooLargeError(rule: UploadRule): DomainError {
  return new DomainError(StorageErrorCodes.TOO_LARGE, UPLOAD_MESSAGES.tooLarge(rule));
}

export function uploadTypeNotAllowedError(kind: UploadKind): DomainError {
  return new DomainError(StorageErrorCodes.TYPE_NOT_ALLOWED, wrongTypeMessage(kind));
}

/** The bytes look like an image format but cannot be decoded (truncated or corrupt). */
export function uploadUnreadableError(what: 'image' | 'video' = 'image'): DomainError {
  return new DomainError(
    StorageErrorCodes.UNREADABLE,
    `The file could not be read as ${what === 'image' ? 'an image' : 'a video'}.`,
  );
}

export function uploadLinkInvalidError(): DomainError {
  return new DomainError(StorageErrorCodes.LINK_INVALID, 'This upload link is not valid.');
}

export function uploadLinkExpiredError(): DomainError {
  return new DomainError(StorageErrorCodes.LINK_EXPIRED, 'This upload link has expired.');
}

/** The address was already published: it takes no second file (request a new address). */
export function uploadAlreadyUsedError(): DomainError {
  return new DomainError(
    StorageErrorCodes.ALREADY_USED,
    'This upload address was already used: request a new one to upload another file.',
  );
}
