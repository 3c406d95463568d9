import { Injectable } from '@nestjs/common';
import type { SessionUser } from '@nightlife/domain';
import passport from 'passport';
import { SqlClient } from '../../../platform/database/sql-client';

/**
 * The session stores only the user id; each request reloads the user, so a changed or deleted
 * account is reflected at once.
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
    // Every signed-in request runs this: one bound statement, only the session user's columns.
    passport.deserializeUser((id: string, done) => {
      sql
        .query<SessionUser>(
          `select id, username, first_name as "firstName", last_name as "lastName", email,
             is_promoter as "isPromoter"
           from users where id = ?::uuid`,
          [id],
        )
        .then(([user]) => done(null, user ?? false), done);
    });
  }
}
