import { asciiBytes, asciiText } from './ascii.js';
import type { ImageVariant } from '../storage/media-variants.js';
import type { ImageProcessor, ProcessedImage } from '../storage/media-inspection.port.js';

/**
 * ImageProcessor that "resizes" to bytes naming the variant ('card 720x720') and records what it
 * was given; bytes containing the text CORRUPT cannot be decoded.
 */
export class LabellingTestImageProcessor implements ImageProcessor {
  readonly calls: { size: number; variants: string[] }[] = [];

  async resize(bytes: Uint8Array, variants: readonly ImageVariant[]): Promise<ProcessedImage[] | null> {
    this.calls.push({ size: bytes.byteLength, variants: variants.map((variant) => variant.name) });
    if (asciiText(bytes).includes('CORRUPT')) return null;
    return variants.map(({ name, width, height }) => ({
      variant: name,
      bytes: asciiBytes(`${name} ${width}x${height}`),
      width,
      height,
    }));
  }
}
