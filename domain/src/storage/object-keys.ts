import { isUploadKind, type UploadKind } from './upload-rules.js';

/**
 * Where objects live in the storage, one scheme for every adapter:
 *
 *   pending/<ownerId>/<kind>/<uploadId>          what a browser PUT, never served
 *   media/<ownerId>/<uploadId>/<variant>.<ext>   what the server checked and published
 *   previews/<ownerId>/<subject>/<version>.<ext> link-preview cards the server drew (an event's
 *                                                under its host, a profile under its user)
 *   used/<ownerId>/<uploadId>                    an upload that was published: its address
 *                                                takes no second file (kept a day)
 *
 * The server alone names keys and signs one upload address per pending key, so the owner and
 * kind read back from a key are the ones it signed for.
 */
export const PENDING_PREFIX = 'pending/';
export const MEDIA_PREFIX = 'media/';
export const PREVIEW_PREFIX = 'previews/';
export const USED_PREFIX = 'used/';

/** Where the backend serves the local storage (the embedded default): addresses are root-relative. */
export const LOCAL_STORAGE_PATH = '/uploads';
const LOCAL_MEDIA_URL = /^\/uploads\/media\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+\.[a-z0-9]+$/;

/** A published file of the local storage ('/uploads/media/...'), which may stand where a web address is expected. */
export function isLocalMediaUrl(url: string): boolean {
  return LOCAL_MEDIA_URL.test(url);
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PENDING_KEY = new RegExp(`^pending/(${UUID})/([a-z-]+)/(${UUID})$`);
const MEDIA_KEY = new RegExp(`^media/(${UUID})/(${UUID})/([a-z-]+)\\.([a-z0-9]+)$`);

export interface PendingUpload {
  ownerId: string;
  kind: UploadKind;
  uploadId: string;
}

export interface MediaObject {
  ownerId: string;
  uploadId: string;
  variant: string;
  extension: string;
}

export type ParsedObjectKey = ({ area: 'pending' } & PendingUpload) | ({ area: 'media' } & MediaObject);

export function pendingKey({ ownerId, kind, uploadId }: PendingUpload): string {
  return `${PENDING_PREFIX}${ownerId}/${kind}/${uploadId}`;
}

export function mediaKey({ ownerId, uploadId, variant, extension }: MediaObject): string {
  return `${MEDIA_PREFIX}${ownerId}/${uploadId}/${variant}.${extension}`;
}

/**
 * The mark of an upload address that was published: a second PUT or publish of it is refused,
 * so a published file is never replaced through it.
 */
export function usedUploadKey({ ownerId, uploadId }: Pick<PendingUpload, 'ownerId' | 'uploadId'>): string {
  return `${USED_PREFIX}${ownerId}/${uploadId}`;
}

/** The marks of one user's used upload addresses (removed with their account). */
export function usedPrefixOf(ownerId: string): string {
  return `${USED_PREFIX}${ownerId}/`;
}

/** Everything one user ever published (removed with their account). */
export function mediaPrefixOf(ownerId: string): string {
  return `${MEDIA_PREFIX}${ownerId}/`;
}

/** What a link-preview card shows: an event (by id) or its owner's profile. */
export type PreviewSubject = { kind: 'event'; eventId: string } | { kind: 'profile' };

/** The folder of one subject's cards (every version of it): a new version replaces the others. */
export function previewFolder(ownerId: string, subject: PreviewSubject): string {
  const name = subject.kind === 'event' ? `event-${subject.eventId}` : 'profile';
  return `${PREVIEW_PREFIX}${ownerId}/${name}/`;
}

/** One version of a subject's card; the version is a hash of what it shows. */
export function previewKey(
  ownerId: string,
  subject: PreviewSubject,
  version: string,
  extension: string,
): string {
  return `${previewFolder(ownerId, subject)}${version}.${extension}`;
}

/** Every link-preview card of a user's profile and events (removed with their account). */
export function previewPrefixOf(ownerId: string): string {
  return `${PREVIEW_PREFIX}${ownerId}/`;
}

export function parseObjectKey(key: string): ParsedObjectKey | null {
  const pending = PENDING_KEY.exec(key);
  if (pending) {
    const [, ownerId, kind, uploadId] = pending;
    return isUploadKind(kind) ? { area: 'pending', ownerId, kind, uploadId } : null;
  }
  const media = MEDIA_KEY.exec(key);
  if (media) {
    const [, ownerId, uploadId, variant, extension] = media;
    return { area: 'media', ownerId, uploadId, variant, extension };
  }
  return null;
}
