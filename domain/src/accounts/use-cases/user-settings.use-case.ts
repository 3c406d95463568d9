import { DomainError } from '../../kernel/domain-error.js';
import { err, ok, type Result } from '../../kernel/result.js';
import {
  applySettingsUpdate,
  DEFAULT_USER_SETTINGS,
  type UserSettings,
  type UserSettingsInput,
} from '../user-settings.js';
import type { UserSettingsRepository } from '../user-settings.repository.port.js';

/** Reads and changes the caller's own default preferences (spec 2 §2.6, Settings). */
export class UserSettingsUseCase {
  constructor(private readonly settings: UserSettingsRepository) {}

  async get(userId: string): Promise<UserSettings> {
    return (await this.settings.find(userId)) ?? { ...DEFAULT_USER_SETTINGS };
  }

  async update(input: { userId: string; changes: UserSettingsInput }): Promise<Result<UserSettings>> {
    const checked = applySettingsUpdate(await this.get(input.userId), input.changes);
    if (!checked.ok) return err(DomainError.validation(checked.errors));
    await this.settings.save(input.userId, checked.settings);
    return ok(checked.settings);
  }
}
