import { KernelErrorCodes } from '../../kernel/domain-error.js';
import { InMemoryUserSettingsRepository } from '../../testing/in-memory-user-settings.repository.js';
import { DEFAULT_USER_SETTINGS } from '../user-settings.js';
import { UserSettingsUseCase } from './user-settings.use-case.js';

describe('UserSettingsUseCase', () => {
  it('answers the defaults until the user saves, then what they saved, per user', async () => {
    const settings = new UserSettingsUseCase(new InMemoryUserSettingsRepository());
    expect(await settings.get('u1')).toEqual(DEFAULT_USER_SETTINGS);

    const saved = await settings.update({ userId: 'u1', changes: { defaultAgeRestriction: '18+' } });
    expect(saved).toEqual({ ok: true, value: { ...DEFAULT_USER_SETTINGS, defaultAgeRestriction: '18+' } });
    await settings.update({ userId: 'u1', changes: { emailNotifications: false } });

    expect(await settings.get('u1')).toEqual({
      ...DEFAULT_USER_SETTINGS,
      defaultAgeRestriction: '18+',
      emailNotifications: false,
    });
    expect(await settings.get('u2')).toEqual(DEFAULT_USER_SETTINGS);
  });

  it('stores nothing when a field is invalid', async () => {
    const repository = new InMemoryUserSettingsRepository();
    const settings = new UserSettingsUseCase(repository);
    const result = await settings.update({
      userId: 'u1',
      changes: { textNotifications: true, defaultAgeRestriction: 'adults' as never },
    });
    expect(!result.ok && result.error.code).toBe(KernelErrorCodes.VALIDATION_FAILED);
    expect(await repository.find('u1')).toBeNull();
  });
});
