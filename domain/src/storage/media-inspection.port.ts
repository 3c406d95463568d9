import type { ImageVariant } from './media-variants.js';

/** How many leading bytes a file type is read from (enough for every accepted format). */
export const TYPE_SNIFF_BYTES = 4100;

/** Reads a file's real type from its bytes (magic numbers), never from its name or declared type. */
export interface FileTypeDetector {
  /** The MIME type the bytes show, or null when they match no known binary format. */
  detect(bytes: Uint8Array): Promise<string | null>;
}

export interface ProcessedImage {
  variant: string;
  bytes: Uint8Array;
  width: number;
  height: number;
}

/** Decodes an image and re-encodes it as WebP at each size, without EXIF/GPS or other metadata. */
export interface ImageProcessor {
  /** Null when the bytes cannot be decoded as an image. */
  resize(bytes: Uint8Array, variants: readonly ImageVariant[]): Promise<ProcessedImage[] | null>;
}

/**
 * Removes what a video container says about where and by whom it was made (location, device,
 * titles, XMP, embedded pictures) without touching the frames: the file keeps its length and
 * plays as before.
 */
export interface VideoMetadataStripper {
  /** The cleaned bytes; null when the container cannot be read (the upload is refused). */
  strip(bytes: Uint8Array, mimeType: string): Promise<Uint8Array | null>;
}
