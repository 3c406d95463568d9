import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createWriteStream, type Stats } from 'node:fs';
import { type FileHandle, mkdir, open, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  LOCAL_STORAGE_PATH,
  type ObjectMetadata,
  type ObjectStorage,
  type StoredObject,
} from '@nightlife/domain';
import { isSafeObjectKey, keyAfter } from './object-key-path';

export type UploadLinkCheck = 'valid' | 'invalid' | 'expired';
export type ReceiveResult = 'stored' | 'too-large';

/**
 * ObjectStorage on the local disk (the embedded default): objects are files under the
 * directory, addressed as root-relative URLs under /uploads, so they work on whatever host
 * serves the app. Upload addresses are signed with an HMAC of key and expiry, like a presigned
 * S3 URL; the backend receives the PUT itself (local-uploads.router.ts) with a hard byte cap.
 * Writes go to a temporary file renamed into place, so a reader never sees half a file and
 * every write is a new version (inode).
 */
export class LocalObjectStorage implements ObjectStorage {
  private readonly tmpDir: string;

  constructor(
    readonly directory: string,
    private readonly signingKey: Buffer,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.tmpDir = path.join(directory, '.tmp');
  }

  async signUpload(key: string, expiresInSeconds: number): Promise<string> {
    const expires = Math.floor(this.now().getTime() / 1000) + expiresInSeconds;
    return `${LOCAL_STORAGE_PATH}/${key}?expires=${expires}&signature=${this.sign(key, expires)}`;
  }

  /** Whether a PUT to this key carries a signature the server made, and before its expiry. */
  checkUploadLink(key: string, expires: unknown, signature: unknown): UploadLinkCheck {
    if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires))
      return 'invalid';
    const expected = Buffer.from(this.sign(key, Number(expires)));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return Number(expires) * 1000 < this.now().getTime() ? 'expired' : 'valid';
  }

  keyOf(url: string): string | null {
    return keyAfter(LOCAL_STORAGE_PATH, url);
  }

  urlOf(key: string): string {
    return `${LOCAL_STORAGE_PATH}/${key}`;
  }

  async stat(key: string): Promise<StoredObject | null> {
    const stats = await stat(this.pathOf(key)).catch(() => null);
    return stats?.isFile() ? { size: stats.size, version: versionOf(stats) } : null;
  }

  async readStart(key: string, length: number, version: string): Promise<Uint8Array | null> {
    return this.withVersion(key, version, async (file, stats) => {
      const buffer = Buffer.alloc(Math.min(length, stats.size));
      const { bytesRead } = await file.read(buffer, 0, buffer.length, 0);
      return buffer.subarray(0, bytesRead);
    });
  }

  async read(key: string, maxBytes: number, version: string): Promise<Uint8Array | null> {
    return this.withVersion(key, version, async (file, stats) =>
      stats.size > maxBytes ? null : file.readFile(),
    );
  }

  async write(key: string, bytes: Uint8Array, _metadata: ObjectMetadata): Promise<void> {
    // The extension in a media key gives the served Content-Type (local-uploads.router.ts).
    const temporary = await this.temporaryFile();
    await writeFile(temporary, bytes);
    await this.moveInto(temporary, key);
  }

  async copy(fromKey: string, toKey: string, _metadata: ObjectMetadata, version: string): Promise<boolean> {
    const copied = await this.withVersion(fromKey, version, async (file) => {
      const temporary = await this.temporaryFile();
      await pipeline(file.createReadStream({ autoClose: false }), createWriteStream(temporary));
      return temporary;
    });
    if (!copied) return false;
    await this.moveInto(copied, toKey);
    return true;
  }

  async delete(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.pathOf(key), { force: true })));
  }

  async deleteOlderThan(prefix: string, before: Date): Promise<number> {
    const root = this.pathOf(prefix.replace(/\/$/, ''));
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    let deleted = 0;
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const stats = await stat(file).catch(() => null);
      if (stats && stats.mtime < before) {
        await rm(file, { force: true });
        deleted += 1;
      }
    }
    return deleted;
  }

  /**
   * Streams a PUT body to the key, never holding more than a chunk in memory and never writing
   * more than maxBytes: past it the partial file is deleted and nothing is kept.
   */
  async receive(key: string, body: Readable, maxBytes: number): Promise<ReceiveResult> {
    const temporary = await this.temporaryFile();
    let received = 0;
    const cap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        done(received > maxBytes ? new TooLarge() : null, chunk);
      },
    });
    try {
      await pipeline(body, cap, createWriteStream(temporary));
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      if (error instanceof TooLarge) return 'too-large';
      throw error;
    }
    await this.moveInto(temporary, key);
    return 'stored';
  }

  private sign(key: string, expires: number): string {
    return createHmac('sha256', this.signingKey).update(`PUT\n${key}\n${expires}`).digest('base64url');
  }

  private pathOf(key: string): string {
    if (!isSafeObjectKey(key)) throw new Error(`Not an object key: ${key}`);
    return path.join(this.directory, ...key.split('/'));
  }

  private async temporaryFile(): Promise<string> {
    await mkdir(this.tmpDir, { recursive: true });
    return path.join(this.tmpDir, randomUUID());
  }

  private async moveInto(temporary: string, key: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(temporary, target);
  }

  /** Runs work on the open file if it is still at that version; null otherwise. */
  private async withVersion<T>(
    key: string,
    version: string,
    work: (file: FileHandle, stats: Stats) => Promise<T | null>,
  ): Promise<T | null> {
    const file = await open(this.pathOf(key), 'r').catch(() => null);
    if (!file) return null;
    try {
      const stats = await file.stat();
      return versionOf(stats) === version ? await work(file, stats) : null;
    } finally {
      await file.close();
    }
  }
}

/** A new write is a new inode (rename into place), so inode, size and mtime name a version. */
function versionOf(stats: Stats): string {
  return `${stats.ino}-${stats.size}-${stats.mtimeMs}`;
}

class TooLarge extends Error {}
