import { KernelErrorCodes } from '../../kernel/domain-error.js';
import { AccountErrorCodes } from '../account-errors.js';
import { FixedClock } from '../../testing/fixed-clock.js';
import { InMemoryUserRepository } from '../../testing/in-memory-user.repository.js';
import { PlainTextTestHasher } from '../../testing/plain-text-test.hasher.js';
import { SequentialIdGenerator } from '../../testing/sequential-id-generator.js';
import { testCommonPasswords } from '../../testing/test-common-passwords.js';
import { SignUpUseCase, type SignUpInput } from './sign-up.use-case.js';

describe('SignUpUseCase', () => {
  const input: SignUpInput = {
    username: 'NightOwl',
    firstName: ' Ada ',
    lastName: 'Lovelace',
    email: ' Ada@Example.COM ',
    password: 'correct horse',
  };
  let users: InMemoryUserRepository;
  let signUp: SignUpUseCase;

  beforeEach(() => {
    users = new InMemoryUserRepository();
    signUp = new SignUpUseCase(
      users,
      new PlainTextTestHasher(),
      testCommonPasswords,
      new SequentialIdGenerator(),
      new FixedClock('2025-03-05T12:00:00Z'),
    );
  });

  it('creates an attendee and returns the session user', async () => {
    const result = await signUp.execute(input);

    expect(result).toEqual({
      ok: true,
      value: {
        id: '00000000-0000-7000-8000-000000000001',
        username: 'NightOwl',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        isPromoter: false,
      },
    });
    const [stored] = users.all();
    expect(stored.passwordHash).toBe('plain:correct horse');
    expect(stored.phoneNumber).toBeNull();
    expect(stored.createdAt).toEqual(new Date('2025-03-05T12:00:00Z'));
  });

  it('never returns the password hash', async () => {
    const result = await signUp.execute(input);
    expect(result.ok && Object.keys(result.value)).not.toContain('passwordHash');
  });

  it('makes a host a promoter and keeps the phone number', async () => {
    const result = await signUp.execute({
      ...input,
      accountType: 'host',
      password: 'six666',
      phoneNumber: ' 314 555 0100 ',
    });

    expect(result.ok && result.value.isPromoter).toBe(true);
    expect(users.all()[0].phoneNumber).toBe('314 555 0100');
  });

  it('applies the attendee password minimum when no account type is given', async () => {
    const result = await signUp.execute({ ...input, password: 'six666' });

    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({
        code: KernelErrorCodes.VALIDATION_FAILED,
        fieldErrors: [{ field: 'password', message: 'Password must be at least 8 characters long.' }],
      }),
    });
    expect(users.all()).toHaveLength(0);
  });

  it("makes the spec's host signup (phoneNumber, even empty, and no account type) a promoter", async () => {
    const result = await signUp.execute({ ...input, password: 'six666', phoneNumber: '' });

    expect(result.ok && result.value.isPromoter).toBe(true);
    expect(users.all()[0].phoneNumber).toBeNull();
  });

  it.each(['password1', '12345678', 'QwertyUIOP'])(
    'refuses the common password %p in any letter case, creating nothing',
    async (password) => {
      const result = await signUp.execute({ ...input, password });

      expect(!result.ok && result.error.fieldErrors).toEqual([
        {
          field: 'password',
          message: 'This password is too common. Please choose one that is harder to guess.',
        },
      ]);
      expect(users.all()).toHaveLength(0);
    },
  );

  it('refuses an unknown account type', async () => {
    const result = await signUp.execute({ ...input, accountType: 'admin' as never });
    expect(!result.ok && result.error.fieldErrors).toEqual([
      { field: 'accountType', message: "Account type must be 'attendee' or 'host'" },
    ]);
  });

  it('refuses a username taken in another letter case', async () => {
    await signUp.execute(input);
    const result = await signUp.execute({ ...input, username: 'nightowl', email: 'other@example.com' });

    expect(!result.ok && result.error.code).toBe(AccountErrorCodes.USERNAME_TAKEN);
    expect(users.all()).toHaveLength(1);
  });

  it('refuses an email taken in another letter case', async () => {
    await signUp.execute(input);
    const result = await signUp.execute({ ...input, username: 'someone_else', email: 'ADA@example.com' });

    expect(!result.ok && result.error.code).toBe(AccountErrorCodes.EMAIL_TAKEN);
    expect(!result.ok && result.error.fieldErrors).toEqual([
      { field: 'email', message: 'An account with this email already exists' },
    ]);
  });

  it('refuses a username the deployment keeps (a configured staff name), creating nothing', async () => {
    const keeping = new SignUpUseCase(
      users,
      new PlainTextTestHasher(),
      testCommonPasswords,
      new SequentialIdGenerator(),
      new FixedClock('2025-03-05T12:00:00Z'),
      (username) => username.toLowerCase() === 'nightowl',
    );
    const result = await keeping.execute(input);

    expect(!result.ok && result.error.code).toBe(KernelErrorCodes.VALIDATION_FAILED);
    expect(!result.ok && result.error.fieldErrors).toEqual([
      { field: 'username', message: 'This username is not available' },
    ]);
    expect(users.all()).toEqual([]);
  });
});
