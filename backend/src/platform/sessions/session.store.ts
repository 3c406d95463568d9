import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { SessionUser } from '@nightlife/domain';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import { AppConfig } from '../config/app-config';
import { POSTGRES_SESSION_OPTIONS } from '../database/postgres-session-options';
import { namedStatement, type NamedStatement } from '../database/sql-client';

export const SESSION_COOKIE = 'nightlife.sid';
export const SESSION_TABLE = 'user_sessions';

/** The session user's columns of `users` (aliased `u`), as passport puts them on req.user. */
export const SESSION_USER_COLUMNS = `u.id, u.username, u.first_name as "firstName", u.last_name as "lastName",
  u.email, u.is_promoter as "isPromoter"`;

// The stored session and its signed-in user in one statement (ADR 0039): the user id passport
// keeps at sess.passport.user, joined to `users` (a user id that is not a UUID joins nothing).
// The expiry test is connect-pg-simple's own.
// Prepared once per connection, as SqlClient's statements (ADR 0042): every signed-in request reads it.
const GET_WITH_USER = namedStatement(`select s.sess, ${SESSION_USER_COLUMNS}
  from ${SESSION_TABLE} s
  left join users u on u.id = case
    when s.sess -> 'passport' ->> 'user' ~ '^[0-9a-fA-F]{8}-([0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}$'
      then (s.sess -> 'passport' ->> 'user')::uuid
    end
  where s.sid = $1 and s.expire >= to_timestamp($2)`);

/**
 * Where the store leaves the user it loaded with the session: a symbol on the session's
 * `passport` object, which express-session shares with req.session (it copies the session's
 * members) and leaves out of the stored JSON and of its "was it modified" hash (symbols are
 * neither enumerated nor serialised).
 */
const LOADED_USER = Symbol('nightlife.loadedSessionUser');

interface LoadedUser {
  /** The id the row was joined on. */
  id: string;
  /** null: no such user any more (the session is then signed out, as before). */
  user: SessionUser | null;
}

type PassportData = { user?: unknown; [LOADED_USER]?: LoadedUser };

/**
 * The user the store read with this request's session, when it is the one with this id:
 * a SessionUser, null when the account no longer exists, undefined when nothing was read with
 * the session (then the caller loads the user itself).
 */
export function userLoadedWithSession(sessionData: unknown, userId: string): SessionUser | null | undefined {
  const passport = (sessionData as { passport?: PassportData } | undefined)?.passport;
  const loaded = passport?.[LOADED_USER];
  return loaded?.id === userId ? loaded.user : undefined;
}

type UserRow = { sess: unknown } & { [K in keyof SessionUser]: SessionUser[K] | null };

const PgStore = connectPgSimple(session);

/**
 * connect-pg-simple whose `get` also reads the signed-in user: a signed-in request costs one
 * statement for both instead of two (session, then user). Everything else (set, destroy, the
 * prune timer, which `touch` arms on every signed-in request) is connect-pg-simple's.
 */
class UserJoiningPgStore extends PgStore {
  override get(sid: string, callback: (err: unknown, session?: session.SessionData | null) => void): void {
    // connect-pg-simple's own query helper (its pool, its error log), missing from its types; it
    // hands the statement to pg as it is, so a named one is prepared.
    const { query } = this as unknown as {
      query(
        statement: NamedStatement,
        params: unknown[],
        callback: (error: unknown, row?: UserRow) => void,
      ): void;
    };
    query.call(this, GET_WITH_USER, [sid, Math.ceil(Date.now() / 1000)], (error: unknown, row?: UserRow) => {
      if (error) return callback(error);
      // express-session's "no such session"
      if (!row) return callback(null);
      let sess: session.SessionData;
      try {
        sess = (typeof row.sess === 'string' ? JSON.parse(row.sess) : row.sess) as session.SessionData;
      } catch {
        // connect-pg-simple's answer to an unreadable session: gone.
        return this.destroy(sid, callback);
      }
      const passport = (sess as { passport?: PassportData }).passport;
      if (passport && typeof passport.user === 'string') {
        const { sess: _sess, ...user } = row;
        passport[LOADED_USER] = {
          id: passport.user,
          user: user.id === null ? null : (user as SessionUser),
        };
      }
      callback(null, sess);
    });
  }
}

/** Server-side sessions in PostgreSQL (table created by a migration), so replicas share them. */
@Injectable()
export class SessionStore implements OnApplicationShutdown {
  readonly store: InstanceType<typeof PgStore>;

  constructor(config: AppConfig) {
    this.store = new UserJoiningPgStore({
      conObject: { connectionString: config.databaseUrl, max: 5, options: POSTGRES_SESSION_OPTIONS },
      tableName: SESSION_TABLE,
      createTableIfMissing: false,
      ttl: Math.round(config.sessionTtlMs / 1000),
      // The cookie is not rolling, so sliding the stored expiry would buy nothing but an
      // UPDATE on every signed-in request.
      disableTouch: true,
    });
  }

  destroy(sessionId: string): Promise<void> {
    return new Promise((resolve, reject) =>
      this.store.destroy(sessionId, (error) => (error ? reject(error) : resolve())),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
