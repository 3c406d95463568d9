import type { PasswordHasher } from '../accounts/password-hasher.port.js';

/**
 * For use-case tests only: a readable, reversible "hash" so tests can see what was stored.
 * Counts verifications so tests can check that unknown users still cost one.
 */
export class PlainTextTestHasher implements PasswordHasher {
  verifications = 0;

  async hash(plain: string): Promise<string> {
    return `plain:${plain}`;
  }

  async verify(hash: string, plain: string): Promise<boolean> {
    this.verifications += 1;
    return hash === `plain:${plain}`;
  }
}
