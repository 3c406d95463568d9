import {
  type ObjectStorage,
  pendingKey,
  type PublishUploadUseCase,
  type UploadKind,
  uuidv7,
} from '@nightlife/domain';
import { type AvatarSubject, drawAvatar, drawFlyer, type FlyerSubject } from './demo-pictures';

/** Pictures for the demo seed, published like any upload: what demo-seed.ts calls. */
export interface DemoMedia {
  avatar(userId: string, user: AvatarSubject): Promise<string>;
  flyer(hostId: string, event: FlyerSubject): Promise<string>;
}

/**
 * Draws each picture and sends it through the same path as a user's upload: stored as the
 * owner's pending upload through the storage port, then checked and published (WebP at the
 * page sizes). Answers the published address.
 */
export function demoMediaOn(storage: ObjectStorage, publish: PublishUploadUseCase): DemoMedia {
  const publishAs = async (ownerId: string, kind: UploadKind, jpeg: Buffer): Promise<string> => {
    const key = pendingKey({ ownerId, kind, uploadId: uuidv7() });
    await storage.write(key, jpeg, { contentType: 'image/jpeg', fileName: 'demo.jpg' });
    const published = await publish.execute({ callerId: ownerId, url: storage.urlOf(key) });
    if (!published.ok) throw new Error(`Demo picture refused: ${published.error.code}`);
    return published.value.url;
  };
  return {
    avatar: async (userId, user) => publishAs(userId, 'avatar', await drawAvatar(user)),
    flyer: async (hostId, event) => publishAs(hostId, 'flyer-image', await drawFlyer(event)),
  };
}
