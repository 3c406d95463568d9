import { emailTakenError, userNotFoundError, usernameTakenError } from '../accounts/account-errors.js';
import type { User } from '../accounts/user.js';
import type { UserRepository } from '../accounts/user.repository.port.js';
import { err, ok, type Result } from '../kernel/result.js';

function copy(user: User): User {
  return { ...user, eventTags: [...user.eventTags] };
}

/** UserRepository with the same case-insensitive uniqueness the database enforces. */
export class InMemoryUserRepository implements UserRepository {
  private readonly users = new Map<string, User>();

  constructor(initial: readonly User[] = []) {
    for (const user of initial) this.users.set(user.id, copy(user));
  }

  async findById(id: string): Promise<User | null> {
    const user = this.users.get(id);
    return user ? copy(user) : null;
  }

  async findByLogin(usernameOrEmail: string): Promise<User | null> {
    const login = usernameOrEmail.toLowerCase();
    const user = [...this.users.values()].find(
      (candidate) => candidate.username.toLowerCase() === login || candidate.email.toLowerCase() === login,
    );
    return user ? copy(user) : null;
  }

  async create(user: User): Promise<Result<User>> {
    const conflict = this.conflictOf(user);
    if (conflict) return err(conflict);
    this.users.set(user.id, copy(user));
    return ok(copy(user));
  }

  async update(user: User): Promise<Result<User>> {
    const stored = this.users.get(user.id);
    if (!stored) return err(userNotFoundError());
    const conflict = this.conflictOf(user);
    if (conflict) return err(conflict);
    const updated = { ...copy(user), createdAt: stored.createdAt };
    this.users.set(user.id, updated);
    return ok(copy(updated));
  }

  /** Removes the user, as an AccountEraser would. */
  delete(id: string): void {
    this.users.delete(id);
  }

  private conflictOf(user: User) {
    const others = [...this.users.values()].filter((other) => other.id !== user.id);
    if (others.some((other) => other.username.toLowerCase() === user.username.toLowerCase())) {
      return usernameTakenError();
    }
    if (others.some((other) => other.email.toLowerCase() === user.email.toLowerCase())) {
      return emailTakenError();
    }
    return null;
  }

  /** Every stored user, for assertions. */
  all(): User[] {
    return [...this.users.values()].map(copy);
  }
}
