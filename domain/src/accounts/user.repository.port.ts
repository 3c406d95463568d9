import type { Result } from '../kernel/result.js';
import type { User } from './user.js';

export interface UserRepository {
  findById(id: string): Promise<User | null>;
  /** Matches the username or the email, case-insensitively. */
  findByLogin(usernameOrEmail: string): Promise<User | null>;
  /**
   * Inserts the user. Usernames and emails are unique case-insensitively; a conflict is an
   * AUTH.USERNAME_TAKEN / AUTH.EMAIL_TAKEN error (decided by the store, so races are covered).
   */
  create(user: User): Promise<Result<User>>;
  /**
   * Stores every field of an existing user (but its id and creation time), with the same
   * uniqueness answers as create; USER.NOT_FOUND when the user is gone.
   */
  update(user: User): Promise<Result<User>>;
}
