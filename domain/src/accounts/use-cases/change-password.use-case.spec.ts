import { AccountErrorCodes } from '../account-errors.js';
import { KernelErrorCodes } from '../../kernel/domain-error.js';
import { InMemoryUserRepository } from '../../testing/in-memory-user.repository.js';
import { PlainTextTestHasher } from '../../testing/plain-text-test.hasher.js';
import { RecordingSessionTerminator } from '../../testing/recording-session-terminator.js';
import { testCommonPasswords } from '../../testing/test-common-passwords.js';
import { aUser } from '../../testing/user-fixture.js';
import { ChangePasswordUseCase } from './change-password.use-case.js';

describe('ChangePasswordUseCase', () => {
  let users: InMemoryUserRepository;
  let sessions: RecordingSessionTerminator;
  let change: ChangePasswordUseCase;

  beforeEach(() => {
    users = new InMemoryUserRepository([aUser()]);
    sessions = new RecordingSessionTerminator();
    change = new ChangePasswordUseCase(users, new PlainTextTestHasher(), testCommonPasswords, sessions);
  });

  it('stores the new password and ends every other session of the user', async () => {
    const result = await change.execute({
      userId: 'u1',
      sessionId: 'mine',
      currentPassword: 'correct horse',
      newPassword: 'new secret',
    });
    expect(result).toEqual({ ok: true, value: { success: true } });
    expect((await users.findById('u1'))?.passwordHash).toBe('plain:new secret');
    expect(sessions.terminatedUsers).toEqual([{ userId: 'u1', except: 'mine' }]);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const result = await change.execute({
      userId: 'u1',
      sessionId: 'mine',
      currentPassword: 'guess',
      newPassword: 'new secret',
    });
    expect(!result.ok && result.error.code).toBe(AccountErrorCodes.PASSWORD_INCORRECT);
    expect(!result.ok && result.error.fieldErrors).toEqual([
      { field: 'currentPassword', message: 'Your password is incorrect' },
    ]);
    expect((await users.findById('u1'))?.passwordHash).toBe('plain:correct horse');
    expect(sessions.terminatedUsers).toEqual([]);
  });

  it('refuses a common new password and changes nothing', async () => {
    const result = await change.execute({
      userId: 'u1',
      sessionId: 'mine',
      currentPassword: 'correct horse',
      newPassword: 'qwertyuiop',
    });
    expect(!result.ok && result.error.fieldErrors).toEqual([
      {
        field: 'newPassword',
        message: 'This password is too common. Please choose one that is harder to guess.',
      },
    ]);
    expect((await users.findById('u1'))?.passwordHash).toBe('plain:correct horse');
    expect(sessions.terminatedUsers).toEqual([]);
  });

  it('needs the current password and a new one of at least 6 characters', async () => {
    const result = await change.execute({
      userId: 'u1',
      sessionId: null,
      currentPassword: '',
      newPassword: '12345',
    });
    expect(!result.ok && result.error.code).toBe(KernelErrorCodes.VALIDATION_FAILED);
    expect(!result.ok && result.error.fieldErrors).toEqual([
      { field: 'currentPassword', message: 'Current password is required' },
      { field: 'newPassword', message: 'Password must be at least 6 characters' },
    ]);
    const six = await change.execute({
      userId: 'u1',
      sessionId: null,
      currentPassword: 'correct horse',
      newPassword: '123456',
    });
    expect(six.ok).toBe(true);
  });
});
