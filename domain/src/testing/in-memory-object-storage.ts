import { asciiBytes } from './ascii.js';
import type { ObjectMetadata, ObjectStorage, StoredObject } from '../storage/object-storage.port.js';

interface MemoryObject {
  bytes: Uint8Array;
  metadata: ObjectMetadata | null;
  version: number;
  writtenAt: Date;
}

/**
 * ObjectStorage in a Map, addressed as memory://storage/<key>. `put` stands in for the
 * browser's PUT to a signed address; `replaceNextRead` simulates a file replaced mid-check.
 */
export class InMemoryObjectStorage implements ObjectStorage {
  static readonly BASE = 'memory://storage/';
  private readonly objects = new Map<string, MemoryObject>();
  private versions = 0;
  private now = () => new Date();

  useClock(now: () => Date): void {
    this.now = now;
  }

  async signUpload(key: string, expiresInSeconds: number): Promise<string> {
    return `${InMemoryObjectStorage.BASE}${key}?expires=${expiresInSeconds}&signature=test`;
  }

  keyOf(url: string): string | null {
    if (!url.startsWith(InMemoryObjectStorage.BASE)) return null;
    return url.slice(InMemoryObjectStorage.BASE.length).split('?')[0];
  }

  urlOf(key: string): string {
    return `${InMemoryObjectStorage.BASE}${key}`;
  }

  async stat(key: string): Promise<StoredObject | null> {
    const object = this.objects.get(key);
    return object ? { size: object.bytes.byteLength, version: String(object.version) } : null;
  }

  async readStart(key: string, length: number, version: string): Promise<Uint8Array | null> {
    const object = this.at(key, version);
    return object ? object.bytes.slice(0, length) : null;
  }

  async read(key: string, maxBytes: number, version: string): Promise<Uint8Array | null> {
    const object = this.at(key, version);
    return object && object.bytes.byteLength <= maxBytes ? object.bytes.slice() : null;
  }

  async write(key: string, bytes: Uint8Array, metadata: ObjectMetadata): Promise<void> {
    this.store(key, bytes, metadata);
  }

  async copy(fromKey: string, toKey: string, metadata: ObjectMetadata, version: string): Promise<boolean> {
    const object = this.at(fromKey, version);
    if (!object) return false;
    this.store(toKey, object.bytes.slice(), metadata);
    return true;
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (const key of keys) this.objects.delete(key);
  }

  async deleteOlderThan(prefix: string, before: Date): Promise<number> {
    let deleted = 0;
    for (const [key, object] of this.objects)
      if (key.startsWith(prefix) && object.writtenAt < before) {
        this.objects.delete(key);
        deleted += 1;
      }
    return deleted;
  }

  /** What a browser's PUT to the signed address stores. */
  put(key: string, bytes: Uint8Array | string): void {
    this.store(key, typeof bytes === 'string' ? asciiBytes(bytes) : bytes, null);
  }

  /** Every stored key, sorted, for assertions. */
  keys(): string[] {
    return [...this.objects.keys()].sort();
  }

  metadataOf(key: string): ObjectMetadata | null {
    return this.objects.get(key)?.metadata ?? null;
  }

  bytesOf(key: string): Uint8Array | null {
    return this.objects.get(key)?.bytes ?? null;
  }

  private at(key: string, version: string): MemoryObject | null {
    const object = this.objects.get(key);
    return object && String(object.version) === version ? object : null;
  }

  private store(key: string, bytes: Uint8Array, metadata: ObjectMetadata | null): void {
    this.versions += 1;
    this.objects.set(key, { bytes, metadata, version: this.versions, writtenAt: this.now() });
  }
}
