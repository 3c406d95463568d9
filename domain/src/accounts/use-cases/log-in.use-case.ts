import { DomainError } from '../../kernel/domain-error.js';
import { err, ok, type Result } from '../../kernel/result.js';
import { invalidCredentialsError } from '../account-errors.js';
import type { PasswordHasher } from '../password-hasher.port.js';
import { validateLogin } from '../signup-validation.js';
import { toSessionUser, type SessionUser } from '../user.js';
import type { UserRepository } from '../user.repository.port.js';

export interface LogInInput {
  /** Username or email, case-insensitive. */
  username: string;
  password: string;
}

export class LogInUseCase {
  // A real hash of a random secret, made once, so unknown users cost the same verification
  // time as known ones and response timing does not reveal which usernames exist.
  private decoyHash: Promise<string> | null = null;

  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(input: LogInInput): Promise<Result<SessionUser>> {
    const fieldErrors = validateLogin(input);
    if (fieldErrors.length > 0) return err(DomainError.validation(fieldErrors));

    const user = await this.users.findByLogin(input.username.trim());
    if (!user) {
      await this.hasher.verify(await this.decoy(), input.password);
      return err(invalidCredentialsError());
    }
    if (!(await this.hasher.verify(user.passwordHash, input.password))) return err(invalidCredentialsError());
    return ok(toSessionUser(user));
  }

  private decoy(): Promise<string> {
    this.decoyHash ??= this.hasher.hash(`decoy-${Math.random()}-${Date.now()}`);
    return this.decoyHash;
  }
}
