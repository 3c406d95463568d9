import { err, ok, type Result } from '../kernel/result.js';
import type { DomainError } from '../kernel/domain-error.js';
import { uploadTooLargeError, uploadTypeNotAllowedError } from './storage-errors.js';

/**
 * What a user may upload, by purpose (spec 2 §5 "Image upload", §9): one file per upload;
 * avatars are images under 5 MB; flyer images 10 MB; flyer videos 50 MB and video types only;
 * anything else (the spec's empty upload request) the 10 MB default for images.
 */
export const UPLOAD_KINDS = ['avatar', 'flyer-image', 'flyer-video', 'default'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const MEDIA_CLASSES = ['image', 'video'] as const;
export type MediaClass = (typeof MEDIA_CLASSES)[number];

/** Images the server can decode, strip and resize (sharp). SVG is never accepted: it can carry script. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
/** Videos every current browser plays in a <video> element (QuickTime: what phones record). */
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;

const MB = 1024 * 1024;

export interface UploadRule {
  /** The largest size accepted, in bytes (inclusive). */
  maxBytes: number;
  /** Shown in messages: 'File size must be less than 5MB'. */
  maxSizeLabel: string;
  accepts: MediaClass;
}

export const UPLOAD_RULES: Readonly<Record<UploadKind, UploadRule>> = {
  avatar: { maxBytes: 5 * MB, maxSizeLabel: '5MB', accepts: 'image' },
  'flyer-image': { maxBytes: 10_485_760, maxSizeLabel: '10MB', accepts: 'image' },
  'flyer-video': { maxBytes: 52_428_800, maxSizeLabel: '50MB', accepts: 'video' },
  default: { maxBytes: 10 * MB, maxSizeLabel: '10MB', accepts: 'image' },
};

export const DEFAULT_UPLOAD_KIND: UploadKind = 'default';

/** How long a signed upload address stays usable, unless configured otherwise. */
export const UPLOAD_URL_TTL_SECONDS = 600;

/** Uploads never published are deleted after this long (published ones leave pending/ at once). */
export const PENDING_UPLOAD_RETENTION_MS = 24 * 60 * 60 * 1000;

/** The spec's texts (spec 2 §5, §8), shared by the server's problems and the UI. */
export const UPLOAD_MESSAGES = {
  notAnImage: 'Please select an image file',
  notAVideo: 'Please select a video file',
  tooLarge: (rule: UploadRule) => `File size must be less than ${rule.maxSizeLabel}`,
  uploadFailed: (reason: string) => `Failed to upload file: ${reason}. Please try again.`,
  avatarFailed: 'Upload error: Failed to process profile picture. Please try again.',
} as const;

export function isUploadKind(value: unknown): value is UploadKind {
  return (UPLOAD_KINDS as readonly unknown[]).includes(value);
}

export function mediaClassOf(mimeType: string): MediaClass | null {
  if ((IMAGE_MIME_TYPES as readonly string[]).includes(mimeType)) return 'image';
  if ((VIDEO_MIME_TYPES as readonly string[]).includes(mimeType)) return 'video';
  return null;
}

/** The `accept` attribute of a file input for this kind. */
export function acceptAttribute(kind: UploadKind): string {
  return (UPLOAD_RULES[kind].accepts === 'image' ? IMAGE_MIME_TYPES : VIDEO_MIME_TYPES).join(',');
}

export function wrongTypeMessage(kind: UploadKind): string {
  return UPLOAD_RULES[kind].accepts === 'image' ? UPLOAD_MESSAGES.notAnImage : UPLOAD_MESSAGES.notAVideo;
}

/** The server's size rule: a stored file over the kind's limit is refused (and deleted). */
export function checkUploadSize(kind: UploadKind, size: number): Result<void, DomainError> {
  const rule = UPLOAD_RULES[kind];
  return size > rule.maxBytes ? err(uploadTooLargeError(rule)) : ok(undefined);
}

/**
 * The server's type rule, on the type read from the file's bytes (null when they match no
 * known format): the declared type and the file name play no part.
 */
export function checkUploadType(
  kind: UploadKind,
  detectedType: string | null,
): Result<{ mimeType: string; mediaClass: MediaClass }, DomainError> {
  const mediaClass = detectedType ? mediaClassOf(detectedType) : null;
  if (!detectedType || mediaClass !== UPLOAD_RULES[kind].accepts) return err(uploadTypeNotAllowedError(kind));
  return ok({ mimeType: detectedType, mediaClass });
}

/**
 * The browser's courtesy check before uploading, on the file's declared type: the same
 * messages, without a round trip. Only the server's checks (checkUploadSize, checkUploadType) decide.
 */
export function checkSelectedFile(kind: UploadKind, file: { size: number; type: string }): string | null {
  const rule = UPLOAD_RULES[kind];
  if (mediaClassOf(file.type) !== rule.accepts) return wrongTypeMessage(kind);
  if (file.size > rule.maxBytes) return UPLOAD_MESSAGES.tooLarge(rule);
  return null;
}
