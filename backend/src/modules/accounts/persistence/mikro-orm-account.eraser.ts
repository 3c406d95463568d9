import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AccountEraser } from '@nightlife/domain';
import { uuidArray } from '../../../platform/database/sql-values';
import { LOCK_PLACES_SQL, RECOUNT_PLACES_SQL } from '../../rsvps';

/**
 * Account deletion's database part (docs/adr/0013-account-deletion.md), on the context-aware
 * EntityManager so it runs in the caller's unit of work. The foreign keys do most of it:
 * deleting the user's events removes what hangs off them (RSVPs, and every table that references
 * events with ON DELETE CASCADE); deleting the user removes their RSVPs on other events, their
 * connections both ways and their settings. Error reports are deleted outright: beyond the user
 * id they carry the username and what the user wrote.
 */
@Injectable()
export class MikroOrmAccountEraser implements AccountEraser {
  constructor(private readonly em: EntityManager) {}

  async erase(userId: string): Promise<void> {
    // Locks the row first, so a concurrent RSVP or event cannot attach to a half-erased user.
    const [user] = await this.em.execute<{ username: string }[]>(
      'select username from users where id = ? for update',
      [userId],
    );
    if (!user) return;
    await this.em.execute(
      `delete from error_reports
       where user_id = ? or context ->> 'userId' = ? or lower(context ->> 'username') = lower(?)`,
      [userId, userId, user.username],
      'run',
    );
    await this.em.execute('delete from events where host_id = ?', [userId], 'run');
    // The user's RSVPs on other events go with the user: those events' places are held still
    // (no save lands in between) and counted again once the RSVPs are gone.
    const attended = (
      await this.em.execute<{ event_id: string }[]>('select distinct event_id from rsvps where user_id = ?', [
        userId,
      ])
    ).map((row) => row.event_id);
    await this.em.execute(LOCK_PLACES_SQL, [uuidArray(attended)], 'run');
    await this.em.execute('delete from users where id = ?', [userId], 'run');
    await this.em.execute(RECOUNT_PLACES_SQL, [uuidArray(attended)], 'run');
  }
}
