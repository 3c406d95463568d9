import { SequentialIdGenerator } from '../../testing/sequential-id-generator.js';
import { InMemoryObjectStorage } from '../../testing/in-memory-object-storage.js';
import { InMemoryUserAvatarRepository } from '../../testing/in-memory-user-avatar.repository.js';
import { LabellingTestImageProcessor } from '../../testing/labelling-test.image-processor.js';
import { LabellingTestVideoStripper } from '../../testing/labelling-test.video-stripper.js';
import { MagicBytesTestDetector, testFile } from '../../testing/magic-bytes-test.detector.js';
import { pendingKey, usedUploadKey } from '../object-keys.js';
import { PublishUploadUseCase } from './publish-upload.use-case.js';
import { SetAvatarUseCase } from './set-avatar.use-case.js';

const ME = '0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b';
const FIRST = '0190a1b2-c3d4-7e5f-8a6b-000000000001';
const SECOND = '0190a1b2-c3d4-7e5f-8a6b-000000000002';
// Each publish writes keys of its own (SequentialIdGenerator).
const PUBLISHED_FIRST = '00000000-0000-7000-8000-000000000001';
const PUBLISHED_SECOND = '00000000-0000-7000-8000-000000000002';
const used = (uploadId: string) => usedUploadKey({ ownerId: ME, uploadId });

describe('SetAvatarUseCase', () => {
  let storage: InMemoryObjectStorage;
  let avatars: InMemoryUserAvatarRepository;
  let setAvatar: SetAvatarUseCase;

  beforeEach(() => {
    storage = new InMemoryObjectStorage();
    avatars = new InMemoryUserAvatarRepository([ME]);
    const publish = new PublishUploadUseCase(
      storage,
      new MagicBytesTestDetector(),
      new LabellingTestImageProcessor(),
      new LabellingTestVideoStripper(),
      new SequentialIdGenerator(),
    );
    setAvatar = new SetAvatarUseCase(publish, avatars, storage);
  });

  function uploaded(uploadId: string): string {
    const key = pendingKey({ ownerId: ME, kind: 'default', uploadId });
    storage.put(key, testFile('image/png'));
    return storage.urlOf(key);
  }

  it('publishes the upload as the user’s avatar and answers its address and path', async () => {
    const result = await setAvatar.execute({ userId: ME, avatarUrl: uploaded(FIRST) });
    const objectPath = `media/${ME}/${PUBLISHED_FIRST}/avatar.webp`;
    expect(result).toEqual({ ok: true, value: { avatarUrl: storage.urlOf(objectPath), objectPath } });
    expect(avatars.avatars.get(ME)).toBe(storage.urlOf(objectPath));
  });

  it('deletes the avatar it replaces, and keeps one it did not publish', async () => {
    await setAvatar.execute({ userId: ME, avatarUrl: uploaded(FIRST) });
    await setAvatar.execute({ userId: ME, avatarUrl: uploaded(SECOND) });
    expect(storage.keys()).toEqual([
      `media/${ME}/${PUBLISHED_SECOND}/avatar-thumb.webp`,
      `media/${ME}/${PUBLISHED_SECOND}/avatar.webp`,
      used(FIRST),
      used(SECOND),
    ]);

    avatars.avatars.set(ME, 'https://cdn.example.com/me.jpg');
    const third = '0190a1b2-c3d4-7e5f-8a6b-000000000003';
    await setAvatar.execute({ userId: ME, avatarUrl: uploaded(third) });
    expect(storage.keys()).toHaveLength(7);
  });

  it('setting the same avatar again keeps it', async () => {
    const first = await setAvatar.execute({ userId: ME, avatarUrl: uploaded(FIRST) });
    if (!first.ok) throw new Error('not set');
    expect(await setAvatar.execute({ userId: ME, avatarUrl: first.value.avatarUrl })).toEqual(first);
    expect(storage.keys()).toEqual([
      `media/${ME}/${PUBLISHED_FIRST}/avatar-thumb.webp`,
      `media/${ME}/${PUBLISHED_FIRST}/avatar.webp`,
      used(FIRST),
    ]);
  });

  it('refuses what publishing refuses and leaves the avatar as it was', async () => {
    const key = pendingKey({ ownerId: ME, kind: 'avatar', uploadId: FIRST });
    storage.put(key, testFile('video/mp4'));
    expect(await setAvatar.execute({ userId: ME, avatarUrl: storage.urlOf(key) })).toMatchObject({
      ok: false,
      error: { code: 'UPLOAD.TYPE_NOT_ALLOWED', message: 'Please select an image file' },
    });
    expect(avatars.avatars.get(ME)).toBeNull();
  });
});
