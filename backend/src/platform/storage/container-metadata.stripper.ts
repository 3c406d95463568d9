import type { VideoMetadataStripper } from '@nightlife/domain';

/**
 * Removes a video's container metadata in place, keeping every byte offset (so chunk offsets,
 * cues and seek tables stay right and nothing is re-encoded or remuxed):
 *
 * - MP4 and QuickTime (ISO BMFF): every `udta` and `meta` box in the file, the movie and its
 *   tracks (a phone's location `©xyz`, Apple's `com.apple.quicktime.location.ISO6709`, make,
 *   model, software, titles), and top-level XMP `uuid` boxes become `free` boxes of zeros.
 * - WebM and Matroska (EBML): the segment's `Tags` and `Attachments` (cover pictures) become
 *   `Void` elements of zeros.
 *
 * A container whose structure does not add up is refused (null), as a corrupt image is.
 */
export class ContainerMetadataStripper implements VideoMetadataStripper {
  async strip(bytes: Uint8Array, mimeType: string): Promise<Uint8Array | null> {
    const copy = new Uint8Array(bytes);
    if (mimeType === 'video/webm') return stripEbml(copy) ? copy : null;
    if (mimeType === 'video/mp4' || mimeType === 'video/quicktime') return stripIsoBmff(copy) ? copy : null;
    return null;
  }
}

// ISO BMFF -----------------------------------------------------------------------------------

/** Boxes whose children may hold metadata boxes. */
const ISO_CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'edts']);
const ISO_METADATA = new Set(['udta', 'meta']);
// Adobe XMP's box: uuid BE7ACFCB-97A9-42E8-9C71-999491E3AFAC.
const XMP_UUID = [
  0xbe, 0x7a, 0xcf, 0xcb, 0x97, 0xa9, 0x42, 0xe8, 0x9c, 0x71, 0x99, 0x94, 0x91, 0xe3, 0xaf, 0xac,
];

function stripIsoBmff(bytes: Uint8Array): boolean {
  return walkBoxes(bytes, 0, bytes.length, true);
}

function walkBoxes(bytes: Uint8Array, start: number, end: number, topLevel: boolean): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = start;
  while (at < end) {
    if (end - at < 8) return false;
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1) {
      if (end - at < 16) return false;
      const large = view.getBigUint64(at + 8);
      if (large > BigInt(Number.MAX_SAFE_INTEGER)) return false;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = end - at; // to the end of the enclosing space
    }
    if (size < header || at + size > end) return false;
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const xmp = topLevel && type === 'uuid' && XMP_UUID.every((byte, i) => bytes[at + header + i] === byte);
    if (ISO_METADATA.has(type) || xmp) {
      blankBox(bytes, at, size, header);
    } else if (ISO_CONTAINERS.has(type) && !walkBoxes(bytes, at + header, at + size, false)) {
      return false;
    }
    at += size;
  }
  return true;
}

/** The box becomes a `free` box of the same length, its content zeros. */
function blankBox(bytes: Uint8Array, at: number, size: number, header: number): void {
  bytes.set([0x66, 0x72, 0x65, 0x65], at + 4); // 'free'
  bytes.fill(0, at + header, at + size);
}

// EBML (WebM, Matroska) ----------------------------------------------------------------------

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const EBML_METADATA = new Set([0x1254c367 /* Tags */, 0x1941a469 /* Attachments */]);

interface Vint {
  value: number;
  length: number;
  /** All value bits set: the size is unknown (a live recording's segment or cluster). */
  unknown: boolean;
}

function readVint(bytes: Uint8Array, at: number, keepMarker: boolean): Vint | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23; // leading zeros within the byte, plus one
  if (length > 8 || at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i]!;
    allOnes &&= bytes[at + i] === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function stripEbml(bytes: Uint8Array): boolean {
  let at = 0;
  while (at < bytes.length) {
    const id = readVint(bytes, at, true);
    const size = id && readVint(bytes, at + id.length, false);
    if (!id || !size) return false;
    const dataStart = at + id.length + size.length;
    if (id.value === SEGMENT)
      return walkSegment(bytes, dataStart, size.unknown ? bytes.length : dataStart + size.value);
    if (at === 0 && id.value !== EBML_HEADER) return false;
    if (size.unknown || dataStart + size.value > bytes.length) return false;
    at = dataStart + size.value;
  }
  return true;
}

function walkSegment(bytes: Uint8Array, start: number, end: number): boolean {
  if (end > bytes.length) return false;
  let at = start;
  while (at < end) {
    const id = readVint(bytes, at, true);
    const size = id && readVint(bytes, at + id.length, false);
    if (!id || !size) return false;
    const dataStart = at + id.length + size.length;
    // A cluster of unknown size (a live recording) runs to the next top element: metadata
    // written before it has been seen, and what follows it cannot be placed.
    if (size.unknown) return id.value === CLUSTER;
    const elementEnd = dataStart + size.value;
    if (elementEnd > end) return false;
    if (EBML_METADATA.has(id.value)) blankElement(bytes, at, elementEnd);
    at = elementEnd;
  }
  return true;
}

/** The element becomes a `Void` element (0xEC) of the same length, its content zeros. */
function blankElement(bytes: Uint8Array, start: number, end: number): void {
  const total = end - start;
  const sizeLength = Math.min(8, total - 1);
  const payload = total - 1 - sizeLength;
  bytes.fill(0, start, end);
  bytes[start] = 0xec;
  let rest = payload;
  for (let i = sizeLength - 1; i >= 0; i--) {
    bytes[start + 1 + i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  bytes[start + 1] = bytes[start + 1]! | (0x80 >> (sizeLength - 1));
}
