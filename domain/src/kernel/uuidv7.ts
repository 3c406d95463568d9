import type { IdGenerator } from './id-generator.port.js';

// The domain has no DOM or Node typings: describe the one Web Crypto call it needs.
interface RandomSource {
  getRandomValues<T extends Uint8Array>(array: T): T;
}

/**
 * RFC 9562 UUID version 7: 48-bit Unix milliseconds, then random bits, so ids sort by creation time.
 * `timestampMs` exists for tests; callers use the default.
 */
export function uuidv7(timestampMs: number = Date.now()): string {
  const { crypto } = globalThis as unknown as { crypto: RandomSource };
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let ms = Math.floor(timestampMs);
  for (let i = 5; i >= 0; i--) {
    bytes[i] = ms % 256;
    ms = Math.floor(ms / 256);
  }
  bytes[6] = 0x70 | (bytes[6] & 0x0f);
  bytes[8] = 0x80 | (bytes[8] & 0x3f);
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** IdGenerator backed by uuidv7, for production wiring. */
export class UuidV7Generator implements IdGenerator {
  next(): string {
    return uuidv7();
  }
}
