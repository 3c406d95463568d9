import type { UserAvatarRepository } from '../storage/user-avatar.repository.port.js';

/** UserAvatarRepository over a map of user id to avatar address. */
export class InMemoryUserAvatarRepository implements UserAvatarRepository {
  readonly avatars = new Map<string, string | null>();

  constructor(userIds: readonly string[]) {
    for (const id of userIds) this.avatars.set(id, null);
  }

  async replaceAvatar(userId: string, avatarUrl: string): Promise<{ previous: string | null } | null> {
    if (!this.avatars.has(userId)) return null;
    const previous = this.avatars.get(userId) ?? null;
    this.avatars.set(userId, avatarUrl);
    return { previous };
  }
}
