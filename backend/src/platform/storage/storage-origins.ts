import type { StorageConfig } from '../config/app-config';
import { bucketUrlOf } from './s3-object-storage';

/**
 * Other origins the browser talks to for uploads, for the Content-Security-Policy: with S3 it
 * PUTs to the bucket (connect-src) and shows media from the public address (img-src, media-src).
 * The local storage is this origin ('self').
 */
export function storageOrigins(storage: StorageConfig): { upload: string[]; media: string[] } {
  if (storage.driver === 'local') return { upload: [], media: [] };
  const bucket = new URL(bucketUrlOf(storage)).origin;
  return { upload: [bucket], media: [...new Set([bucket, new URL(storage.publicUrl ?? bucket).origin])] };
}
