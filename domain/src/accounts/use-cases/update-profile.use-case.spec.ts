import { AccountErrorCodes } from '../account-errors.js';
import { KernelErrorCodes } from '../../kernel/domain-error.js';
import { InMemoryUserRepository } from '../../testing/in-memory-user.repository.js';
import { aUser } from '../../testing/user-fixture.js';
import { UpdateProfileUseCase } from './update-profile.use-case.js';

describe('UpdateProfileUseCase', () => {
  let users: InMemoryUserRepository;
  let update: UpdateProfileUseCase;

  beforeEach(() => {
    users = new InMemoryUserRepository([
      aUser(),
      aUser({ id: 'u2', username: 'Taken', email: 'taken@example.com' }),
    ]);
    update = new UpdateProfileUseCase(users);
  });

  it('stores the caller’s changes and returns the profile without the password hash', async () => {
    const result = await update.profile({ userId: 'u1', changes: { bio: 'Hi', tiktokHandle: 'ada' } });
    expect(result.ok && result.value).toEqual(
      expect.objectContaining({ id: 'u1', bio: 'Hi', tiktokHandle: '@ada', username: 'NightOwl' }),
    );
    expect(result.ok && Object.keys(result.value)).not.toContain('passwordHash');
    expect((await users.findById('u1'))?.bio).toBe('Hi');
    expect((await users.findById('u2'))?.bio).toBeNull();
  });

  it('refuses another user’s username in any letter case and changes nothing', async () => {
    const result = await update.profile({ userId: 'u1', changes: { username: 'TAKEN', bio: 'x' } });
    expect(!result.ok && result.error.code).toBe(AccountErrorCodes.USERNAME_TAKEN);
    expect((await users.findById('u1'))?.bio).toBeNull();
  });

  it('lets the user change the letter case of their own username', async () => {
    const result = await update.profile({ userId: 'u1', changes: { username: 'nightOWL' } });
    expect(result.ok && result.value.username).toBe('nightOWL');
  });

  it('refuses invalid input with every field’s message', async () => {
    const result = await update.profile({
      userId: 'u1',
      changes: { firstName: '', eventTags: ['1', '2', '3', '4', '5'] },
    });
    expect(!result.ok && result.error.code).toBe(KernelErrorCodes.VALIDATION_FAILED);
    expect(!result.ok && result.error.fieldErrors?.map((e) => e.field)).toEqual(['firstName', 'eventTags']);
  });

  it('changes the account fields of Settings, refusing a taken email', async () => {
    const changed = await update.account({
      userId: 'u1',
      changes: { phoneNumber: '+1 314 555 0100', themeId: 'clean' },
    });
    expect(changed.ok && [changed.value.phoneNumber, changed.value.themeId]).toEqual([
      '+1 314 555 0100',
      'clean',
    ]);
    const taken = await update.account({ userId: 'u1', changes: { email: 'Taken@example.com' } });
    expect(!taken.ok && taken.error.code).toBe(AccountErrorCodes.EMAIL_TAKEN);
  });

  it('answers USER.NOT_FOUND for a deleted account', async () => {
    users.delete('u1');
    const result = await update.profile({ userId: 'u1', changes: { bio: 'x' } });
    expect(!result.ok && result.error.code).toBe(AccountErrorCodes.USER_NOT_FOUND);
  });
});
