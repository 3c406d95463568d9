import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AccountEraser } from '@nightlife/domain';

/**
 * Account deletion in one transaction (docs/adr/0013-account-deletion.md). The foreign keys do
 * most of it: deleting the user's events removes what hangs off them (RSVPs, and every table
 * that references events with ON DELETE CASCADE); deleting the user removes their RSVPs on other
 * events, their connections both ways and their settings. Error reports are deleted outright:
 * beyond the user id they carry the username and what the user wrote.
 */
@Injectable()
export class MikroOrmAccountEraser implements AccountEraser {
  constructor(private readonly orm: MikroORM) {}

  async erase(userId: string): Promise<void> {
    await this.orm.em.fork().transactional(async (em) => {
      const run = (sql: string, params: unknown[]) => em.execute(sql, params, 'run');
      // Locks the row first, so a concurrent RSVP or event cannot attach to a half-erased user.
      const [user] = await em.execute<{ username: string }[]>(
        'select username from users where id = ? for update',
        [userId],
      );
      if (!user) return;
      await run(
        `delete from error_reports
         where user_id = ? or context ->> 'userId' = ? or lower(context ->> 'username') = lower(?)`,
        [userId, userId, user.username],
      );
      await run('delete from events where host_id = ?', [userId]);
      await run('delete from users where id = ?', [userId]);
    });
  }
}
