import { userNotFoundError } from '../../accounts/account-errors.js';
import { err, ok, type Result } from '../../kernel/result.js';
import { AVATAR_VARIANTS } from '../media-variants.js';
import { mediaKey, parseObjectKey } from '../object-keys.js';
import type { ObjectStorage } from '../object-storage.port.js';
import type { UserAvatarRepository } from '../user-avatar.repository.port.js';
import type { PublishUploadUseCase } from './publish-upload.use-case.js';

/**
 * PUT /api/avatar: publishes the caller's upload as an avatar (an image under 5 MB, whatever
 * kind it was uploaded as), makes it their avatar, and deletes the avatar it replaces when that
 * one was published here too (an old profile picture is personal data nobody links to any more).
 */
export class SetAvatarUseCase {
  constructor(
    private readonly publish: PublishUploadUseCase,
    private readonly avatars: UserAvatarRepository,
    private readonly storage: ObjectStorage,
  ) {}

  async execute({
    userId,
    avatarUrl,
  }: {
    userId: string;
    avatarUrl: string;
  }): Promise<Result<{ avatarUrl: string; objectPath: string }>> {
    const published = await this.publish.execute({ callerId: userId, url: avatarUrl, as: 'avatar' });
    if (!published.ok) return published;
    const { url, objectPath } = published.value;
    const replaced = await this.avatars.replaceAvatar(userId, url);
    if (!replaced) return err(userNotFoundError());
    if (replaced.previous && replaced.previous !== url) await this.deleteOwnAvatar(userId, replaced.previous);
    return ok({ avatarUrl: url, objectPath });
  }

  private async deleteOwnAvatar(userId: string, previousUrl: string): Promise<void> {
    const key = this.storage.keyOf(previousUrl);
    const previous = key === null ? null : parseObjectKey(key);
    if (previous?.area !== 'media' || previous.ownerId !== userId) return;
    await this.storage.delete(
      AVATAR_VARIANTS.map(({ name }) =>
        mediaKey({ ...previous, variant: name, extension: previous.extension }),
      ),
    );
  }
}
