import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { SessionTerminator } from '@nightlife/domain';
import { SESSION_TABLE, SessionStore } from '../../../platform/sessions/session.store';

/** Ends sessions in the PostgreSQL session store. */
@Injectable()
export class StoreSessionTerminator implements SessionTerminator {
  constructor(
    private readonly sessions: SessionStore,
    private readonly orm: MikroORM,
  ) {}

  terminate(sessionId: string): Promise<void> {
    return this.sessions.destroy(sessionId);
  }

  async terminateAllOfUser(userId: string, except: string | null): Promise<void> {
    // passport keeps the signed-in user's id at sess.passport.user (indexed, see the
    // profiles_and_settings migration).
    await this.orm.em
      .fork()
      .getConnection()
      .execute(
        `delete from ${SESSION_TABLE} where sess -> 'passport' ->> 'user' = ? and sid is distinct from ?`,
        [userId, except],
        'run',
      );
  }
}
