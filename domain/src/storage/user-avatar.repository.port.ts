/** Where a user's avatar address is kept (users.avatar). */
export interface UserAvatarRepository {
  /** Stores the new address and answers the one it replaced; null when the user does not exist. */
  replaceAvatar(userId: string, avatarUrl: string): Promise<{ previous: string | null } | null>;
}
