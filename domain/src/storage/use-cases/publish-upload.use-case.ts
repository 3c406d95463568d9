import { err, ok, type Result } from '../../kernel/result.js';
import {
  TYPE_SNIFF_BYTES,
  type FileTypeDetector,
  type ImageProcessor,
  type VideoMetadataStripper,
} from '../media-inspection.port.js';
import { imageVariantsFor, PUBLISHED_IMAGE_TYPE, VIDEO_VARIANT, variantNamesFor } from '../media-variants.js';
import type { IdGenerator } from '../../kernel/id-generator.port.js';
import {
  mediaKey,
  type MediaObject,
  parseObjectKey,
  type PendingUpload,
  usedUploadKey,
} from '../object-keys.js';
import type { ObjectStorage, StoredObject } from '../object-storage.port.js';
import {
  foreignUrlError,
  notUploadedError,
  uploadAlreadyUsedError,
  uploadChangedError,
  uploadNotFoundError,
  uploadUnreadableError,
} from '../storage-errors.js';
import {
  checkUploadSize,
  checkUploadType,
  type MediaClass,
  UPLOAD_RULES,
  type UploadKind,
} from '../upload-rules.js';

/** A checked file, served from its own address under media/. */
export interface PublishedMedia {
  /** The main variant's address: the one to store. */
  url: string;
  /** Its storage key. */
  objectPath: string;
  kind: UploadKind;
  mediaClass: MediaClass;
  contentType: string;
  /** Bytes of the main variant. */
  size: number;
  /** Every variant's address by name (the main one included). */
  variants: Record<string, string>;
}

/** The variant sets a published object can belong to, each with the kind it was published as. */
const PUBLISHED_FAMILIES: readonly { kind: UploadKind; names: string[] }[] = [
  { kind: 'avatar', names: variantNamesFor('avatar', 'image') },
  { kind: 'default', names: variantNamesFor('default', 'image') },
  { kind: 'flyer-video', names: variantNamesFor('flyer-video', 'video') },
];

const VIDEO_EXTENSIONS: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

/**
 * Turns an upload address into published media, or refuses it: only the caller's own uploads;
 * size and type from the stored bytes against the rules of the kind it is used as (its upload
 * kind unless given); images decoded and re-encoded at the sizes the pages need (which drops
 * EXIF and location); videos kept frame for frame, their container's metadata (location, device,
 * titles) removed. A refused file is deleted, never kept. Each
 * publish writes new keys, and an upload address that was published takes no second file.
 * Using an address that is already published media (of the same kind) answers that media again.
 */
export class PublishUploadUseCase {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly detector: FileTypeDetector,
    private readonly images: ImageProcessor,
    private readonly videos: VideoMetadataStripper,
    private readonly ids: IdGenerator,
  ) {}

  async execute(input: { callerId: string; url: string; as?: UploadKind }): Promise<Result<PublishedMedia>> {
    const key = this.storage.keyOf(input.url);
    if (key === null) return err(foreignUrlError());
    const parsed = parseObjectKey(key);
    if (!parsed || parsed.ownerId !== input.callerId) return err(uploadNotFoundError());
    if (parsed.area === 'media') return this.alreadyPublished(parsed, input.as);

    const kind = input.as ?? parsed.kind;
    const stored = await this.storage.stat(key);
    if (!stored) return err(notUploadedError());
    const used = usedUploadKey(parsed);
    // An address takes one file: a second PUT to it after a publish is refused, never published.
    if (await this.storage.stat(used)) {
      await this.storage.delete([key]);
      return err(uploadAlreadyUsedError());
    }
    const result = await this.checkAndPublish(key, parsed, kind, stored);
    if (result.ok)
      await this.storage.write(used, new Uint8Array(), {
        contentType: 'application/octet-stream',
        fileName: 'used',
      });
    // Published or refused, the pending file is gone: a refused upload is never kept.
    await this.storage.delete([key]);
    return result;
  }

  private async checkAndPublish(
    key: string,
    pending: PendingUpload,
    kind: UploadKind,
    stored: StoredObject,
  ): Promise<Result<PublishedMedia>> {
    // The size first: an oversize file is refused without reading it.
    const sized = checkUploadSize(kind, stored.size);
    if (!sized.ok) return sized;
    const start = await this.storage.readStart(key, TYPE_SNIFF_BYTES, stored.version);
    if (!start) return err(uploadChangedError());
    const checked = checkUploadType(kind, await this.detector.detect(start));
    if (!checked.ok) return checked;
    // Every publish writes keys of its own: published media, served as immutable, is never replaced.
    const target = { ownerId: pending.ownerId, uploadId: this.ids.next() };
    return checked.value.mediaClass === 'image'
      ? this.publishImage(key, kind, stored, target)
      : this.publishVideo(key, kind, stored, checked.value.mimeType, target);
  }

  private async publishImage(
    key: string,
    kind: UploadKind,
    stored: StoredObject,
    target: Omit<MediaObject, 'variant' | 'extension'>,
  ): Promise<Result<PublishedMedia>> {
    const bytes = await this.storage.read(key, UPLOAD_RULES[kind].maxBytes, stored.version);
    if (!bytes) return err(uploadChangedError());
    const resized = await this.images.resize(bytes, imageVariantsFor(kind));
    if (!resized) return err(uploadUnreadableError());
    const { mimeType: contentType, extension } = PUBLISHED_IMAGE_TYPE;
    const keys = resized.map(({ variant }) => mediaKey({ ...target, variant, extension }));
    await Promise.all(
      resized.map((image, i) =>
        this.storage.write(keys[i], image.bytes, { contentType, fileName: `${image.variant}.${extension}` }),
      ),
    );
    return ok(
      this.describe(kind, 'image', contentType, resized[0].bytes.byteLength, keys, (i) => resized[i].variant),
    );
  }

  private async publishVideo(
    key: string,
    kind: UploadKind,
    stored: StoredObject,
    contentType: string,
    target: Omit<MediaObject, 'variant' | 'extension'>,
  ): Promise<Result<PublishedMedia>> {
    const extension = VIDEO_EXTENSIONS[contentType];
    const published = mediaKey({ ...target, variant: VIDEO_VARIANT, extension });
    const bytes = await this.storage.read(key, UPLOAD_RULES[kind].maxBytes, stored.version);
    if (!bytes) return err(uploadChangedError());
    // The frames as they were; what the container says about place, device and maker goes.
    const stripped = await this.videos.strip(bytes, contentType);
    if (!stripped) return err(uploadUnreadableError('video'));
    await this.storage.write(published, stripped, { contentType, fileName: `${VIDEO_VARIANT}.${extension}` });
    return ok(
      this.describe(kind, 'video', contentType, stripped.byteLength, [published], () => VIDEO_VARIANT),
    );
  }

  /** The same answer again for the caller's media that is already published (as this kind, when given). */
  private async alreadyPublished(
    media: MediaObject,
    as: UploadKind | undefined,
  ): Promise<Result<PublishedMedia>> {
    const family = PUBLISHED_FAMILIES.find(({ names }) => names.includes(media.variant));
    if (!family) return err(uploadNotFoundError());
    const kind = as ?? family.kind;
    const mediaClass = UPLOAD_RULES[family.kind].accepts;
    if (variantNamesFor(kind, UPLOAD_RULES[kind].accepts).join() !== family.names.join())
      return err(uploadNotFoundError());
    const keys = family.names.map((variant) => mediaKey({ ...media, variant }));
    const main = await this.storage.stat(keys[0]);
    if (!main) return err(uploadNotFoundError());
    const contentType =
      mediaClass === 'image'
        ? PUBLISHED_IMAGE_TYPE.mimeType
        : Object.keys(VIDEO_EXTENSIONS).find((type) => VIDEO_EXTENSIONS[type] === media.extension);
    if (!contentType) return err(uploadNotFoundError());
    return ok(this.describe(kind, mediaClass, contentType, main.size, keys, (i) => family.names[i]));
  }

  private describe(
    kind: UploadKind,
    mediaClass: MediaClass,
    contentType: string,
    size: number,
    keys: string[],
    variantAt: (index: number) => string,
  ): PublishedMedia {
    return {
      url: this.storage.urlOf(keys[0]),
      objectPath: keys[0],
      kind,
      mediaClass,
      contentType,
      size,
      variants: Object.fromEntries(keys.map((key, i) => [variantAt(i), this.storage.urlOf(key)])),
    };
  }
}
