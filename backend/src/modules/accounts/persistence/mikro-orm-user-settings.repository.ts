import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AgeRestriction, UserSettings, UserSettingsRepository } from '@nightlife/domain';
import { UserSettingsSchema } from './user-settings.schema';

@Injectable()
export class MikroOrmUserSettingsRepository implements UserSettingsRepository {
  constructor(private readonly orm: MikroORM) {}

  async find(userId: string): Promise<UserSettings | null> {
    const record = await this.orm.em
      .fork()
      .findOne(UserSettingsSchema, { userId }, { disableIdentityMap: true });
    if (!record) return null;
    return {
      // Only the domain's checked values are ever written.
      defaultAgeRestriction: record.defaultAgeRestriction as AgeRestriction,
      defaultLocation: record.defaultLocation ?? null,
      emailNotifications: record.emailNotifications,
      textNotifications: record.textNotifications,
    };
  }

  async save(userId: string, settings: UserSettings): Promise<void> {
    await this.orm.em
      .fork()
      .createQueryBuilder(UserSettingsSchema)
      .insert({ userId, ...settings, updatedAt: new Date() })
      .onConflict('userId')
      .merge()
      .execute('run');
  }
}
