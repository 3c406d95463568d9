import { asciiBytes, asciiText } from './ascii.js';
import type { VideoMetadataStripper } from '../storage/media-inspection.port.js';

/**
 * VideoMetadataStripper that answers bytes naming what it cleaned ('stripped video/mp4, 64
 * bytes'); bytes containing the text CORRUPT cannot be read.
 */
export class LabellingTestVideoStripper implements VideoMetadataStripper {
  async strip(bytes: Uint8Array, mimeType: string): Promise<Uint8Array | null> {
    if (asciiText(bytes).includes('CORRUPT')) return null;
    return asciiBytes(`stripped ${mimeType}, ${bytes.byteLength} bytes`);
  }
}
