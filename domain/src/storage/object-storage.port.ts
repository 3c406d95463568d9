/** What the storage says about a stored object. */
export interface StoredObject {
  size: number;
  /** Changes whenever the object is written again (S3: the ETag). */
  version: string;
}

/** Headers a published object is served with. */
export interface ObjectMetadata {
  /** From the checked bytes, never from the uploader. */
  contentType: string;
  /** For Content-Disposition. */
  fileName: string;
}

/**
 * Object storage (local disk served by the backend, or S3-compatible), by key (see object-keys.ts).
 * Adapters: backend/src/platform/storage/.
 */
export interface ObjectStorage {
  /**
   * A short-lived address the browser PUTs one file to, valid for this key only. Without its
   * query string it is the object's address, which keyOf turns back into the key.
   */
  signUpload(key: string, expiresInSeconds: number): Promise<string>;
  /** The key behind an address of this storage (an upload address or a published object), or null. */
  keyOf(url: string): string | null;
  /** The address a published object is served from. */
  urlOf(key: string): string;
  /** Null when nothing is stored at the key. */
  stat(key: string): Promise<StoredObject | null>;
  /** The first bytes, if the object is still at that version; null otherwise. */
  readStart(key: string, length: number, version: string): Promise<Uint8Array | null>;
  /** The whole object if it is still at that version and at most maxBytes long; null otherwise. */
  read(key: string, maxBytes: number, version: string): Promise<Uint8Array | null>;
  write(key: string, bytes: Uint8Array, metadata: ObjectMetadata): Promise<void>;
  /** Copies the object if it is still at that version; false when it changed or vanished. */
  copy(fromKey: string, toKey: string, metadata: ObjectMetadata, version: string): Promise<boolean>;
  /** Deletes the keys; missing ones are ignored. */
  delete(keys: readonly string[]): Promise<void>;
  /** Deletes every object under the prefix last written before the given time; returns how many. */
  deleteOlderThan(prefix: string, before: Date): Promise<number>;
}
