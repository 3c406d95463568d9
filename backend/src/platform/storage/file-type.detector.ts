import type { FileTypeDetector } from '@nightlife/domain';
import { fileTypeFromBuffer } from 'file-type';

/** The real type of a file from its magic numbers (`file-type`); text formats (HTML, SVG) give null. */
export class FileTypeFromBytesDetector implements FileTypeDetector {
  async detect(bytes: Uint8Array): Promise<string | null> {
    return (await fileTypeFromBuffer(bytes))?.mime ?? null;
  }
}
