import type { UserSettings } from '../accounts/user-settings.js';
import type { UserSettingsRepository } from '../accounts/user-settings.repository.port.js';

export class InMemoryUserSettingsRepository implements UserSettingsRepository {
  private readonly settings = new Map<string, UserSettings>();

  async find(userId: string): Promise<UserSettings | null> {
    const found = this.settings.get(userId);
    return found ? { ...found } : null;
  }

  async save(userId: string, settings: UserSettings): Promise<void> {
    this.settings.set(userId, { ...settings });
  }
}
