import { emailTakenError, usernameTakenError } from '../accounts/account-errors.js';
import type { User } from '../accounts/user.js';
import type { UserRepository } from '../accounts/user.repository.port.js';
import { err, ok, type Result } from '../kernel/result.js';

/** UserRepository with the same case-insensitive uniqueness the database enforces. */
export class InMemoryUserRepository implements UserRepository {
  private readonly users = new Map<string, User>();

  constructor(initial: readonly User[] = []) {
    for (const user of initial) this.users.set(user.id, { ...user });
  }

  async findById(id: string): Promise<User | null> {
    const user = this.users.get(id);
    return user ? { ...user } : null;
  }

  async findByLogin(usernameOrEmail: string): Promise<User | null> {
    const login = usernameOrEmail.toLowerCase();
    const user = [...this.users.values()].find(
      (candidate) => candidate.username.toLowerCase() === login || candidate.email.toLowerCase() === login,
    );
    return user ? { ...user } : null;
  }

  async create(user: User): Promise<Result<User>> {
    const all = [...this.users.values()];
    if (all.some((other) => other.username.toLowerCase() === user.username.toLowerCase())) {
      return err(usernameTakenError());
    }
    if (all.some((other) => other.email.toLowerCase() === user.email.toLowerCase())) {
      return err(emailTakenError());
    }
    this.users.set(user.id, { ...user });
    return ok({ ...user });
  }

  /** Every stored user, for assertions. */
  all(): User[] {
    return [...this.users.values()].map((user) => ({ ...user }));
  }
}
