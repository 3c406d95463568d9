import { KernelErrorCodes } from '../../kernel/domain-error.js';
import { AccountErrorCodes } from '../account-errors.js';
import { FixedClock } from '../../testing/fixed-clock.js';
import { InMemoryUserRepository } from '../../testing/in-memory-user.repository.js';
import { PlainTextTestHasher } from '../../testing/plain-text-test.hasher.js';
import { SequentialIdGenerator } from '../../testing/sequential-id-generator.js';
import { testCommonPasswords } from '../../testing/test-common-passwords.js';
import { LogInUseCase } from './log-in.use-case.js';
import { SignUpUseCase } from './sign-up.use-case.js';

describe('LogInUseCase', () => {
  let hasher: PlainTextTestHasher;
  let logIn: LogInUseCase;

  beforeEach(async () => {
    const users = new InMemoryUserRepository();
    hasher = new PlainTextTestHasher();
    await new SignUpUseCase(
      users,
      hasher,
      testCommonPasswords,
      new SequentialIdGenerator(),
      new FixedClock(),
    ).execute({
      username: 'NightOwl',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'correct horse',
    });
    logIn = new LogInUseCase(users, hasher);
  });

  it.each(['NightOwl', 'nightowl', 'NIGHTOWL', 'ada@example.com', 'Ada@Example.com', '  nightowl  '])(
    'signs in with %p, the username or the email in any letter case',
    async (username) => {
      const result = await logIn.execute({ username, password: 'correct horse' });
      expect(result.ok && result.value).toEqual(
        expect.objectContaining({ username: 'NightOwl', email: 'ada@example.com', isPromoter: false }),
      );
    },
  );

  it('gives the same answer for a wrong password and an unknown user', async () => {
    const wrongPassword = await logIn.execute({ username: 'nightowl', password: 'wrong' });
    const unknownUser = await logIn.execute({ username: 'nobody', password: 'correct horse' });

    expect(wrongPassword).toEqual(unknownUser);
    expect(wrongPassword).toEqual({
      ok: false,
      error: expect.objectContaining({
        code: AccountErrorCodes.INVALID_CREDENTIALS,
        message: 'Incorrect username or password. Please try again.',
      }),
    });
    expect(!wrongPassword.ok && wrongPassword.error.fieldErrors).toBeUndefined();
  });

  it('spends a hash verification on unknown users too', async () => {
    const before = hasher.verifications;
    await logIn.execute({ username: 'nobody', password: 'whatever' });
    expect(hasher.verifications).toBe(before + 1);
  });

  it('does not trim or case-fold the password', async () => {
    expect((await logIn.execute({ username: 'nightowl', password: 'Correct horse' })).ok).toBe(false);
    expect((await logIn.execute({ username: 'nightowl', password: ' correct horse' })).ok).toBe(false);
  });

  it('reports missing fields as a validation failure', async () => {
    const result = await logIn.execute({ username: '', password: '' });
    expect(!result.ok && result.error.code).toBe(KernelErrorCodes.VALIDATION_FAILED);
    expect(!result.ok && result.error.fieldErrors?.map((e) => e.field)).toEqual(['username', 'password']);
  });
});
