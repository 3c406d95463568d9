import { FixedClock } from '../../testing/fixed-clock.js';
import { InMemoryObjectStorage } from '../../testing/in-memory-object-storage.js';
import { SequentialIdGenerator } from '../../testing/sequential-id-generator.js';
import { RequestUploadUseCase } from './request-upload.use-case.js';

const OWNER = '0190a1b2-c3d4-7e5f-8a6b-7c8d9e0f1a2b';

describe('RequestUploadUseCase', () => {
  it('signs a short-lived address for one file in the caller’s pending area', async () => {
    const storage = new InMemoryObjectStorage();
    const requestUpload = new RequestUploadUseCase(
      storage,
      new SequentialIdGenerator(),
      new FixedClock('2025-03-05T21:00:00Z'),
      600,
    );
    const result = await requestUpload.execute({ ownerId: OWNER, kind: 'flyer-video' });
    const key = `pending/${OWNER}/flyer-video/00000000-0000-7000-8000-000000000001`;
    expect(result).toEqual({
      ok: true,
      value: {
        uploadURL: `memory://storage/${key}?expires=600&signature=test`,
        objectURL: `memory://storage/${key}`,
        kind: 'flyer-video',
        maxBytes: 52_428_800,
        expiresAt: new Date('2025-03-05T21:10:00Z'),
      },
    });
    expect(storage.keys()).toEqual([]);
  });
});
