import type { FileTypeDetector } from '../storage/media-inspection.port.js';

const SIGNATURES: [type: string, offset: number, bytes: number[]][] = [
  ['image/png', 0, [0x89, 0x50, 0x4e, 0x47]],
  ['image/jpeg', 0, [0xff, 0xd8, 0xff]],
  ['video/mp4', 4, [0x66, 0x74, 0x79, 0x70]], // 'ftyp'
];

/** FileTypeDetector knowing three signatures (PNG, JPEG, MP4): enough for the use cases' tests. */
export class MagicBytesTestDetector implements FileTypeDetector {
  async detect(bytes: Uint8Array): Promise<string | null> {
    const match = SIGNATURES.find(([, offset, signature]) =>
      signature.every((byte, i) => bytes[offset + i] === byte),
    );
    return match ? match[0] : null;
  }
}

/** Bytes that MagicBytesTestDetector reads as the given type, padded to the given size. */
export function testFile(type: 'image/png' | 'image/jpeg' | 'video/mp4', size = 64): Uint8Array {
  const [, offset, signature] = SIGNATURES.find(([candidate]) => candidate === type)!;
  const bytes = new Uint8Array(size);
  bytes.set(signature, offset);
  return bytes;
}
