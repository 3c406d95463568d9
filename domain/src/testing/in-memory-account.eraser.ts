import type { AccountEraser } from '../accounts/account-eraser.port.js';
import type { InMemoryUserRepository } from './in-memory-user.repository.js';

/** Removes the user from the in-memory repository and remembers whom it erased. */
export class InMemoryAccountEraser implements AccountEraser {
  readonly erased: string[] = [];

  constructor(private readonly users: InMemoryUserRepository) {}

  async erase(userId: string): Promise<void> {
    this.users.delete(userId);
    this.erased.push(userId);
  }
}
