import { DomainError } from '../../kernel/domain-error.js';
import type { JobOutbox } from '../../kernel/job-outbox.port.js';
import { err, ok, type Result } from '../../kernel/result.js';
import type { UnitOfWork } from '../../kernel/unit-of-work.port.js';
import { passwordIncorrectError, userNotFoundError } from '../account-errors.js';
import type { AccountEraser } from '../account-eraser.port.js';
import { eraseAccountFilesJob } from '../account-jobs.js';
import type { PasswordHasher } from '../password-hasher.port.js';
import type { SessionTerminator } from '../session-terminator.port.js';
import type { UserRepository } from '../user.repository.port.js';

/**
 * Account deletion from Settings (spec 2 §2.18): confirmed with the password, then everything
 * personal is erased (docs/adr/0013-account-deletion.md) and every session of the user ends.
 * The uploaded files go in a job scheduled in the same transaction: the storage is another
 * system, and a failure there must neither undo the erasure nor be forgotten.
 */
export class DeleteAccountUseCase {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly eraser: AccountEraser,
    private readonly outbox: JobOutbox,
    private readonly sessions: SessionTerminator,
  ) {}

  async execute(input: { userId: string; password: string }): Promise<Result<{ success: true }>> {
    if (input.password === '') {
      return err(DomainError.validation([{ field: 'password', message: 'Password is required' }]));
    }
    const user = await this.users.findById(input.userId);
    if (!user) return err(userNotFoundError());
    if (!(await this.hasher.verify(user.passwordHash, input.password))) {
      return err(passwordIncorrectError('password'));
    }
    await this.uow.run(async () => {
      await this.eraser.erase(user.id);
      await this.outbox.add(eraseAccountFilesJob, { userId: user.id });
    });
    await this.sessions.terminateAllOfUser(user.id, null);
    return ok({ success: true });
  }
}
