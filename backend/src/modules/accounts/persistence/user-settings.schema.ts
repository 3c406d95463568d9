import { defineEntity, type InferEntity, p } from '@mikro-orm/postgresql';

// Table `user_settings` (migration Migration20261124204544_profiles_and_settings): one row per
// user who saved their Settings; removed with the user.
export const UserSettingsSchema = defineEntity({
  name: 'UserSettings',
  tableName: 'user_settings',
  properties: {
    userId: p.uuid().primary(),
    defaultAgeRestriction: p.text(),
    defaultLocation: p.text().nullable(),
    emailNotifications: p.boolean(),
    textNotifications: p.boolean(),
    updatedAt: p.datetime(),
  },
});

export type UserSettingsRecord = InferEntity<typeof UserSettingsSchema>;
