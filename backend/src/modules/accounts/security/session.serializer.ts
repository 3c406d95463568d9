import { Injectable } from '@nestjs/common';
import type { SessionUser } from '@nightlife/domain';
import type { Request } from 'express';
import passport from 'passport';
import { SqlClient } from '../../../platform/database/sql-client';
import { SESSION_USER_COLUMNS, userLoadedWithSession } from '../../../platform/sessions/session.store';

/**
 * The session stores only the user id; each request reloads the user, so a changed or deleted
 * account is reflected at once. The session store reads the user with the session, in the same
 * statement (ADR 0039); the user is loaded here only when it did not.
 */
@Injectable()
export class SessionSerializer {
  constructor(sql: SqlClient) {
    // passport keeps serializers in a process-wide list and uses the first one that answers.
    // Several apps can live in one process (tests), so the newest app's pair must be the only one.
    const registry = passport as unknown as { _serializers: unknown[]; _deserializers: unknown[] };
    registry._serializers.length = 0;
    registry._deserializers.length = 0;
    passport.serializeUser((user, done) => done(null, user.id));
    passport.deserializeUser(
      (req: Request, id: string, done: (error: unknown, user?: Express.User | false) => void) => {
        const loaded = userLoadedWithSession(req.session, id);
        if (loaded !== undefined) return done(null, loaded ?? false);
        sql
          .query<SessionUser>(`select ${SESSION_USER_COLUMNS} from users u where u.id = ?::uuid`, [id])
          .then(([user]) => done(null, user ?? false), done);
      },
    );
  }
}
