import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import { AppConfig } from '../config/app-config';

export const SESSION_COOKIE = 'nightlife.sid';
export const SESSION_TABLE = 'user_sessions';

const PgStore = connectPgSimple(session);

/** Server-side sessions in PostgreSQL (table created by a migration), so replicas share them. */
@Injectable()
export class SessionStore implements OnApplicationShutdown {
  readonly store: InstanceType<typeof PgStore>;

  constructor(config: AppConfig) {
    this.store = new PgStore({
      conObject: { connectionString: config.databaseUrl, max: 5 },
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
