import type { ImageProcessor, ImageVariant, ProcessedImage } from '@nightlife/domain';
import sharp from 'sharp';

/** Larger images are refused as unreadable: a small file can decode to gigabytes of pixels. */
const MAX_INPUT_PIXELS = 100_000_000;
const WEBP_QUALITY = 82;
// Encoder effort 2 of 6: about half the time of the default for a few per cent more bytes.
const WEBP_EFFORT = 2;

/**
 * Decodes an image once and writes each variant as WebP with sharp. Output carries no metadata
 * (sharp drops EXIF, GPS, XMP and comments unless asked to keep them); the EXIF orientation is
 * applied to the pixels first so phone photos stay upright. Animated GIF/WebP stay animated.
 */
export class SharpImageProcessor implements ImageProcessor {
  async resize(bytes: Uint8Array, variants: readonly ImageVariant[]): Promise<ProcessedImage[] | null> {
    try {
      const source = sharp(bytes, { animated: true, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
      const { pages = 1 } = await source.metadata();
      return await Promise.all(
        variants.map(async (variant) => {
          // autoOrient rotates by the EXIF orientation; multi-page images have none to apply.
          const oriented = pages > 1 ? source.clone() : source.clone().autoOrient();
          const { data, info } = await oriented
            .resize({
              width: variant.width,
              height: variant.height,
              fit: variant.fit,
              withoutEnlargement: true,
            })
            .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
            .toBuffer({ resolveWithObject: true });
          return {
            variant: variant.name,
            bytes: data,
            width: info.width,
            height: info.pageHeight ?? info.height,
          };
        }),
      );
    } catch {
      // Corrupt, truncated or over-large input: the caller refuses the upload.
      return null;
    }
  }
}
