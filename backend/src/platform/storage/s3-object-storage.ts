import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ObjectMetadata, ObjectStorage, StoredObject } from '@nightlife/domain';
import type { StorageConfig } from '../config/app-config';
import { contentDisposition, keyAfter, MEDIA_CACHE_CONTROL } from './object-key-path';

export type S3StorageConfig = Extract<StorageConfig, { driver: 's3' }>;

/** Answers that mean "not there, or not that version any more". */
const GONE_OR_CHANGED = new Set([404, 412]);

/**
 * ObjectStorage on an S3-compatible bucket (AWS SDK v3). The browser PUTs straight to the
 * bucket with a presigned URL; a presigned PUT cannot cap the size or check the type, so the
 * upload lands under pending/ (never public: only media/ is published, see ENVIRONMENT.md) and
 * the server checks it there before publishing (PublishUploadUseCase). Every read and copy
 * after the check is conditional on the ETag it checked.
 */
export class S3ObjectStorage implements ObjectStorage {
  readonly client: S3Client;
  /** Where presigned upload URLs point: the bucket at its endpoint. */
  readonly bucketUrl: string;
  /** Where published objects are read from. */
  readonly publicUrl: string;

  constructor(private readonly config: S3StorageConfig) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint ?? undefined,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials ?? undefined,
      // Otherwise presigned PUTs carry a checksum of an empty body, which the browser's file fails.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    this.bucketUrl = bucketUrlOf(config);
    this.publicUrl = config.publicUrl ?? this.bucketUrl;
  }

  async signUpload(key: string, expiresInSeconds: number): Promise<string> {
    const url = await getSignedUrl(
      this.client,
      new PutObjectCommand({ Bucket: this.config.bucket, Key: key }),
      {
        expiresIn: expiresInSeconds,
      },
    );
    // keyOf reads keys back from this base on any replica: it must be what the SDK signs.
    if (!url.startsWith(`${this.bucketUrl}/`))
      throw new Error(`Presigned URL ${url.split('?')[0]} is not under the expected ${this.bucketUrl}`);
    return url;
  }

  keyOf(url: string): string | null {
    return keyAfter(this.bucketUrl, url) ?? keyAfter(this.publicUrl, url);
  }

  urlOf(key: string): string {
    return `${this.publicUrl}/${key}`;
  }

  async stat(key: string): Promise<StoredObject | null> {
    return this.unlessGone(async () => {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, version: head.ETag ?? '' };
    });
  }

  async readStart(key: string, length: number, version: string): Promise<Uint8Array | null> {
    return this.unlessGone(async () => {
      const object = await this.client.send(
        new GetObjectCommand({
          Bucket: this.config.bucket,
          Key: key,
          IfMatch: version,
          Range: `bytes=0-${length - 1}`,
        }),
      );
      return object.Body ? object.Body.transformToByteArray() : new Uint8Array();
    }).catch((error: unknown) => {
      // An empty object has no byte 0.
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416)
        return new Uint8Array();
      throw error;
    });
  }

  async read(key: string, maxBytes: number, version: string): Promise<Uint8Array | null> {
    return this.unlessGone(async () => {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: key, IfMatch: version }),
      );
      if ((object.ContentLength ?? 0) > maxBytes || !object.Body) {
        await object.Body?.transformToWebStream().cancel();
        return null;
      }
      return object.Body.transformToByteArray();
    });
  }

  async write(key: string, bytes: Uint8Array, metadata: ObjectMetadata): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.config.bucket, Key: key, Body: bytes, ...this.headers(metadata) }),
    );
  }

  async copy(fromKey: string, toKey: string, metadata: ObjectMetadata, version: string): Promise<boolean> {
    const copied = await this.unlessGone(async () => {
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.config.bucket,
          Key: toKey,
          CopySource: `${this.config.bucket}/${fromKey}`,
          CopySourceIfMatch: version,
          MetadataDirective: 'REPLACE',
          ...this.headers(metadata),
        }),
      );
      return true;
    });
    return copied ?? false;
  }

  async delete(keys: readonly string[]): Promise<void> {
    await Promise.all(
      keys.map((key) => this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }))),
    );
  }

  async deleteOlderThan(prefix: string, before: Date): Promise<number> {
    let deleted = 0;
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      const stale = (page.Contents ?? [])
        .filter((object) => object.Key && object.LastModified && object.LastModified < before)
        .map((object) => object.Key!);
      await this.delete(stale);
      deleted += stale.length;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return deleted;
  }

  /** What a published object is served with (S3 returns these on every GET). */
  private headers(metadata: ObjectMetadata) {
    return {
      ContentType: metadata.contentType,
      ContentDisposition: contentDisposition(metadata.fileName),
      CacheControl: MEDIA_CACHE_CONTROL,
    };
  }

  private async unlessGone<T>(work: () => Promise<T>): Promise<T | null> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof S3ServiceException && GONE_OR_CHANGED.has(error.$metadata.httpStatusCode ?? 0))
        return null;
      throw error;
    }
  }
}

/** The bucket's address at its endpoint: path style on a custom endpoint, virtual-hosted on AWS. */
export function bucketUrlOf(
  config: Pick<S3StorageConfig, 'bucket' | 'region' | 'endpoint' | 'forcePathStyle'>,
): string {
  if (!config.endpoint) return `https://${config.bucket}.s3.${config.region}.amazonaws.com`;
  const endpoint = new URL(config.endpoint);
  const base = `${endpoint.origin}${endpoint.pathname.replace(/\/$/, '')}`;
  return config.forcePathStyle
    ? `${base}/${config.bucket}`
    : `${endpoint.protocol}//${config.bucket}.${endpoint.host}`;
}
