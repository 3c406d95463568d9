import { DomainError } from '../../kernel/domain-error.js';
import { err, type Result } from '../../kernel/result.js';
import { userNotFoundError } from '../account-errors.js';
import {
  checkAccountUpdate,
  checkProfileUpdate,
  type AccountUpdateInput,
  type ProfileUpdateInput,
  type UpdateCheck,
} from '../profile-update.js';
import { toOwnProfile, type OwnProfile, type User } from '../user.js';
import type { UserRepository } from '../user.repository.port.js';

/**
 * Changes the caller's own profile: the profile editor and profile setup (`profile`) or the
 * Settings tab's account fields (`account`). There is no user id in the input but the caller's,
 * so only the owner ever changes a profile.
 */
export class UpdateProfileUseCase {
  constructor(private readonly users: UserRepository) {}

  profile(input: { userId: string; changes: ProfileUpdateInput }): Promise<Result<OwnProfile>> {
    return this.apply(input.userId, (user) => checkProfileUpdate(input.changes, user));
  }

  account(input: { userId: string; changes: AccountUpdateInput }): Promise<Result<OwnProfile>> {
    return this.apply(input.userId, () => checkAccountUpdate(input.changes));
  }

  private async apply(userId: string, check: (user: User) => UpdateCheck): Promise<Result<OwnProfile>> {
    const user = await this.users.findById(userId);
    if (!user) return err(userNotFoundError());
    const checked = check(user);
    if (!checked.ok) return err(DomainError.validation(checked.errors));
    const saved = await this.users.update({ ...user, ...checked.changes });
    return saved.ok ? { ok: true, value: toOwnProfile(saved.value) } : saved;
  }
}
