import { asciiBytes, asciiText } from '../../testing/ascii.js';
import { InMemoryObjectStorage } from '../../testing/in-memory-object-storage.js';
import { LabellingTestImageProcessor } from '../../testing/labelling-test.image-processor.js';
import { LabellingTestVideoStripper } from '../../testing/labelling-test.video-stripper.js';
import { MagicBytesTestDetector, testFile } from '../../testing/magic-bytes-test.detector.js';
import { SequentialIdGenerator } from '../../testing/sequential-id-generator.js';
import { mediaKey, pendingKey, usedUploadKey } from '../object-keys.js';
import type { UploadKind } from '../upload-rules.js';
import { PublishUploadUseCase } from './publish-upload.use-case.js';

const ME = '0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b';
const SOMEONE_ELSE = '0190a1b2-c3d4-7e5f-8a6b-999999999999';
const UPLOAD = '0190a1b2-c3d4-7e5f-8a6b-000000000001';
/** The keys of the first publish (each publish writes keys of its own). */
const PUBLISHED = '00000000-0000-7000-8000-000000000001';
const USED = usedUploadKey({ ownerId: ME, uploadId: UPLOAD });
const MB = 1024 * 1024;

describe('PublishUploadUseCase', () => {
  let storage: InMemoryObjectStorage;
  let images: LabellingTestImageProcessor;
  let publish: PublishUploadUseCase;

  beforeEach(() => {
    storage = new InMemoryObjectStorage();
    images = new LabellingTestImageProcessor();
    publish = new PublishUploadUseCase(
      storage,
      new MagicBytesTestDetector(),
      images,
      new LabellingTestVideoStripper(),
      new SequentialIdGenerator(),
    );
  });

  /** What the browser does: PUT bytes to the signed address of a pending key; answers its URL. */
  function uploaded(kind: UploadKind, bytes: Uint8Array | string, ownerId = ME): string {
    const key = pendingKey({ ownerId, kind, uploadId: UPLOAD });
    storage.put(key, bytes);
    return storage.urlOf(key);
  }

  const media = (variant: string, extension = 'webp') =>
    mediaKey({ ownerId: ME, uploadId: PUBLISHED, variant, extension });

  it('publishes an image at the sizes the pages need and removes the pending file', async () => {
    const url = uploaded('flyer-image', testFile('image/png', 3 * MB));
    const result = await publish.execute({ callerId: ME, url });
    expect(result).toEqual({
      ok: true,
      value: {
        url: storage.urlOf(media('full')),
        objectPath: media('full'),
        kind: 'flyer-image',
        mediaClass: 'image',
        contentType: 'image/webp',
        size: 'full 1600x1600'.length,
        variants: { full: storage.urlOf(media('full')), card: storage.urlOf(media('card')) },
      },
    });
    expect(storage.keys()).toEqual([media('card'), media('full'), USED]);
    expect(storage.metadataOf(media('card'))).toEqual({ contentType: 'image/webp', fileName: 'card.webp' });
    expect(images.calls).toEqual([{ size: 3 * MB, variants: ['full', 'card'] }]);
  });

  it('makes avatar sizes when used as an avatar, whatever kind it was uploaded as', async () => {
    const url = uploaded('default', testFile('image/jpeg'));
    const result = await publish.execute({ callerId: ME, url, as: 'avatar' });
    expect(result.ok && result.value.variants).toEqual({
      avatar: storage.urlOf(media('avatar')),
      'avatar-thumb': storage.urlOf(media('avatar-thumb')),
    });
  });

  it('publishes a video without its container metadata, typed from its bytes', async () => {
    const url = uploaded('flyer-video', testFile('video/mp4', 40 * MB));
    const result = await publish.execute({ callerId: ME, url });
    const cleaned = `stripped video/mp4, ${40 * MB} bytes`;
    expect(result).toMatchObject({
      ok: true,
      value: {
        url: storage.urlOf(media('video', 'mp4')),
        contentType: 'video/mp4',
        mediaClass: 'video',
        size: cleaned.length,
      },
    });
    expect(asciiText(storage.bytesOf(media('video', 'mp4'))!)).toBe(cleaned);
    expect(storage.keys()).toEqual([media('video', 'mp4'), USED]);
    expect(storage.metadataOf(media('video', 'mp4'))).toEqual({
      contentType: 'video/mp4',
      fileName: 'video.mp4',
    });
    expect(images.calls).toEqual([]);
  });

  it.each([
    [
      'an HTML page declared as an image',
      'avatar',
      '<html><script>alert(1)</script></html>',
      'UPLOAD.TYPE_NOT_ALLOWED',
    ],
    ['a video used as an avatar', 'avatar', testFile('video/mp4'), 'UPLOAD.TYPE_NOT_ALLOWED'],
    [
      'a video whose container cannot be read',
      'flyer-video',
      new Uint8Array([...testFile('video/mp4'), ...asciiBytes('CORRUPT')]),
      'UPLOAD.UNREADABLE',
    ],
    ['an image uploaded as a flyer video', 'flyer-video', testFile('image/png'), 'UPLOAD.TYPE_NOT_ALLOWED'],
    ['an avatar over 5 MB', 'avatar', testFile('image/png', 6 * MB), 'UPLOAD.TOO_LARGE'],
    [
      'a corrupt image',
      'default',
      new Uint8Array([...testFile('image/png', 8), ...asciiBytes('CORRUPT')]),
      'UPLOAD.UNREADABLE',
    ],
  ] as const)('refuses %s and keeps nothing', async (_label, kind, bytes, code) => {
    const url = uploaded(kind, bytes);
    const result = await publish.execute({ callerId: ME, url });
    expect(result).toMatchObject({ ok: false, error: { code } });
    expect(storage.keys()).toEqual([]);
  });

  it('refuses an oversize file without reading it', async () => {
    const url = uploaded('avatar', testFile('image/png', 6 * MB));
    await publish.execute({ callerId: ME, url });
    expect(images.calls).toEqual([]);
  });

  it('refuses another user’s upload as not found, and leaves it alone', async () => {
    const url = uploaded('avatar', testFile('image/png'), SOMEONE_ELSE);
    expect(await publish.execute({ callerId: ME, url })).toMatchObject({
      ok: false,
      error: { code: 'UPLOAD.NOT_FOUND' },
    });
    expect(storage.keys()).toHaveLength(1);
  });

  it('refuses an address of another site, and an upload that never arrived', async () => {
    expect(await publish.execute({ callerId: ME, url: 'https://evil.example/me.png' })).toMatchObject({
      ok: false,
      error: { code: 'UPLOAD.FOREIGN_URL' },
    });
    const neverUploaded = storage.urlOf(pendingKey({ ownerId: ME, kind: 'avatar', uploadId: UPLOAD }));
    expect(await publish.execute({ callerId: ME, url: neverUploaded })).toMatchObject({
      ok: false,
      error: { code: 'UPLOAD.NOT_UPLOADED' },
    });
    expect(await publish.execute({ callerId: ME, url: storage.urlOf('pending/whatever') })).toMatchObject({
      ok: false,
      error: { code: 'UPLOAD.NOT_FOUND' },
    });
  });

  it('answers the same media again for an address it already published, of the same kind only', async () => {
    const url = uploaded('avatar', testFile('image/png'));
    const first = await publish.execute({ callerId: ME, url, as: 'avatar' });
    if (!first.ok) throw new Error('not published');
    expect(await publish.execute({ callerId: ME, url: first.value.url, as: 'avatar' })).toEqual(first);
    expect(await publish.execute({ callerId: ME, url: first.value.url, as: 'flyer-image' })).toMatchObject({
      ok: false,
      error: { code: 'UPLOAD.NOT_FOUND' },
    });
    expect(await publish.execute({ callerId: SOMEONE_ELSE, url: first.value.url })).toMatchObject({
      ok: false,
      error: { code: 'UPLOAD.NOT_FOUND' },
    });
  });

  it('refuses a file replaced while it was being checked', async () => {
    const url = uploaded('flyer-image', testFile('image/png'));
    const key = storage.keyOf(url)!;
    const original = storage.readStart.bind(storage);
    storage.readStart = async (k, length, v) => {
      storage.put(key, '<html>');
      return original(k, length, v);
    };
    expect(await publish.execute({ callerId: ME, url })).toMatchObject({
      ok: false,
      error: { code: 'UPLOAD.CHANGED' },
    });
    expect(storage.keys()).toEqual([]);
  });

  it('never replaces published media: an address takes one file, and each publish writes new keys', async () => {
    const url = uploaded('flyer-image', testFile('image/png'));
    const first = await publish.execute({ callerId: ME, url });
    // The same signed address, PUT again (it is still valid for minutes), then published again.
    uploaded('flyer-image', testFile('image/jpeg'));
    expect(await publish.execute({ callerId: ME, url })).toMatchObject({
      ok: false,
      error: { code: 'UPLOAD.ALREADY_USED' },
    });
    // The first publish's files are as they were; the second file is gone.
    expect(storage.keys()).toEqual([media('card'), media('full'), USED]);
    expect(first.ok && first.value.objectPath).toBe(media('full'));

    const another = pendingKey({
      ownerId: ME,
      kind: 'flyer-image',
      uploadId: '0190a1b2-c3d4-7e5f-8a6b-000000000002',
    });
    storage.put(another, testFile('image/png'));
    const second = await publish.execute({ callerId: ME, url: storage.urlOf(another) });
    expect(second.ok && second.value.objectPath).toBe(
      mediaKey({
        ownerId: ME,
        uploadId: '00000000-0000-7000-8000-000000000002',
        variant: 'full',
        extension: 'webp',
      }),
    );
  });
});
