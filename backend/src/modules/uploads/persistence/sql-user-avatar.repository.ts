import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { UserAvatarRepository } from '@nightlife/domain';

/** users.avatar, replaced in one statement that also answers the previous value. */
@Injectable()
export class SqlUserAvatarRepository implements UserAvatarRepository {
  constructor(private readonly orm: MikroORM) {}

  async replaceAvatar(userId: string, avatarUrl: string): Promise<{ previous: string | null } | null> {
    const rows = await this.orm.em.getConnection().execute<{ previous: string | null }[]>(
      `update users set avatar = ? from (select id, avatar from users where id = ? for update) old
        where users.id = old.id returning old.avatar as previous`,
      [avatarUrl, userId],
    );
    return rows[0] ?? null;
  }
}
