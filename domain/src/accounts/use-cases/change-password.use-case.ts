import { DomainError, type FieldError } from '../../kernel/domain-error.js';
import { err, ok, type Result } from '../../kernel/result.js';
import { SETTINGS_MESSAGES } from '../account-messages.js';
import { passwordIncorrectError, userNotFoundError } from '../account-errors.js';
import type { CommonPasswords } from '../common-passwords.port.js';
import type { PasswordHasher } from '../password-hasher.port.js';
import type { SessionTerminator } from '../session-terminator.port.js';
import { checkPassword } from '../signup-validation.js';
import type { UserRepository } from '../user.repository.port.js';

export interface ChangePasswordInput {
  userId: string;
  /** The session making the change; it stays signed in (the controller rotates its id). */
  sessionId: string | null;
  currentPassword: string;
  newPassword: string;
}

/**
 * Settings' password change: the current password proves it is the owner; the new one follows
 * the host rule (at least 6 characters, spec 2 §5) and is not a common one; every other session of the user ends, so a
 * stolen session or a forgotten signed-in device is locked out.
 */
export class ChangePasswordUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly commonPasswords: CommonPasswords,
    private readonly sessions: SessionTerminator,
  ) {}

  async execute(input: ChangePasswordInput): Promise<Result<{ success: true }>> {
    const fieldErrors: FieldError[] = [];
    if (input.currentPassword === '') {
      fieldErrors.push({ field: 'currentPassword', message: SETTINGS_MESSAGES.currentPasswordRequired });
    }
    const newPasswordError = checkPassword(input.newPassword, 'host', this.commonPasswords);
    if (newPasswordError) fieldErrors.push({ field: 'newPassword', message: newPasswordError });
    if (fieldErrors.length > 0) return err(DomainError.validation(fieldErrors));

    const user = await this.users.findById(input.userId);
    if (!user) return err(userNotFoundError());
    if (!(await this.hasher.verify(user.passwordHash, input.currentPassword))) {
      return err(passwordIncorrectError('currentPassword'));
    }
    const saved = await this.users.update({
      ...user,
      passwordHash: await this.hasher.hash(input.newPassword),
    });
    if (!saved.ok) return saved;
    await this.sessions.terminateAllOfUser(user.id, input.sessionId);
    return ok({ success: true });
  }
}
