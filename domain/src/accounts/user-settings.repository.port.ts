import type { UserSettings } from './user-settings.js';

export interface UserSettingsRepository {
  /** The user's saved settings, or null when they never saved any. */
  find(userId: string): Promise<UserSettings | null>;
  /** Inserts or replaces the user's settings. */
  save(userId: string, settings: UserSettings): Promise<void>;
}
