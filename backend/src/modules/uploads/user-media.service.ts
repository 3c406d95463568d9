import { Inject, Injectable } from '@nestjs/common';
import {
  type Clock,
  mediaPrefixOf,
  type ObjectStorage,
  parseObjectKey,
  PENDING_PREFIX,
  previewPrefixOf,
  usedPrefixOf,
} from '@nightlife/domain';
import { CLOCK } from '../../platform/kernel/kernel.tokens';
import { OBJECT_STORAGE } from '../../platform/storage/storage.tokens';

/** What other modules ask about a user's media (profile edits, account deletion). */
@Injectable()
export class UserMediaService {
  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Whether the address is media this user published here (e.g. an avatar URL in a profile edit). */
  isOwnMedia(ownerId: string, url: string): boolean {
    const key = this.storage.keyOf(url);
    const parsed = key === null ? null : parseObjectKey(key);
    return parsed?.area === 'media' && parsed.ownerId === ownerId;
  }

  /**
   * Deletes everything the user uploaded or published, and the link-preview cards drawn from it
   * (their profile's and their events'), at account deletion.
   */
  async deleteAllOf(ownerId: string): Promise<number> {
    const everything = new Date(this.clock.now().getTime() + 60_000);
    const deleted = await Promise.all([
      this.storage.deleteOlderThan(mediaPrefixOf(ownerId), everything),
      this.storage.deleteOlderThan(`${PENDING_PREFIX}${ownerId}/`, everything),
      this.storage.deleteOlderThan(previewPrefixOf(ownerId), everything),
      this.storage.deleteOlderThan(usedPrefixOf(ownerId), everything),
    ]);
    return deleted.reduce((sum, count) => sum + count, 0);
  }
}
