import { AccountErrorCodes } from '../account-errors.js';
import { eraseAccountFilesJob } from '../account-jobs.js';
import { InMemoryJobOutbox } from '../../testing/in-memory-job.outbox.js';
import { InMemoryUnitOfWork } from '../../testing/in-memory-unit-of-work.js';
import { InMemoryAccountEraser } from '../../testing/in-memory-account.eraser.js';
import { InMemoryUserRepository } from '../../testing/in-memory-user.repository.js';
import { PlainTextTestHasher } from '../../testing/plain-text-test.hasher.js';
import { RecordingSessionTerminator } from '../../testing/recording-session-terminator.js';
import { aUser } from '../../testing/user-fixture.js';
import { DeleteAccountUseCase } from './delete-account.use-case.js';

describe('DeleteAccountUseCase', () => {
  let users: InMemoryUserRepository;
  let eraser: InMemoryAccountEraser;
  let sessions: RecordingSessionTerminator;
  let outbox: InMemoryJobOutbox;
  let deleteAccount: DeleteAccountUseCase;

  beforeEach(() => {
    users = new InMemoryUserRepository([
      aUser(),
      aUser({ id: 'u2', username: 'other', email: 'o@example.com' }),
    ]);
    eraser = new InMemoryAccountEraser(users);
    sessions = new RecordingSessionTerminator();
    const uow = new InMemoryUnitOfWork();
    outbox = new InMemoryJobOutbox(uow);
    deleteAccount = new DeleteAccountUseCase(uow, users, new PlainTextTestHasher(), eraser, outbox, sessions);
  });

  it('erases the account, schedules its files’ deletion and ends all of its sessions once the password confirms it', async () => {
    const result = await deleteAccount.execute({ userId: 'u1', password: 'correct horse' });
    expect(result).toEqual({ ok: true, value: { success: true } });
    expect(eraser.erased).toEqual(['u1']);
    expect(await users.findById('u1')).toBeNull();
    expect(await users.findById('u2')).not.toBeNull();
    expect(sessions.terminatedUsers).toEqual([{ userId: 'u1', except: null }]);
    expect(outbox.payloadsOf(eraseAccountFilesJob)).toEqual([{ userId: 'u1' }]);
  });

  it('erases nothing on a wrong or missing password', async () => {
    const wrong = await deleteAccount.execute({ userId: 'u1', password: 'guess' });
    expect(!wrong.ok && wrong.error.code).toBe(AccountErrorCodes.PASSWORD_INCORRECT);
    const missing = await deleteAccount.execute({ userId: 'u1', password: '' });
    expect(!missing.ok && missing.error.fieldErrors).toEqual([
      { field: 'password', message: 'Password is required' },
    ]);
    expect(eraser.erased).toEqual([]);
    expect(sessions.terminatedUsers).toEqual([]);
    expect(outbox.jobs).toEqual([]);
  });
});
