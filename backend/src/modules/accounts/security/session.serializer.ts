import { Injectable } from '@nestjs/common';
import { toSessionUser } from '@nightlife/domain';
import passport from 'passport';
import { MikroOrmUserRepository } from '../persistence/mikro-orm-user.repository';

/**
 * The session stores only the user id; each request reloads the user, so a changed or deleted
 * account is reflected at once.
 */
@Injectable()
export class SessionSerializer {
  constructor(users: MikroOrmUserRepository) {
    // passport keeps serializers in a process-wide list and uses the first one that answers.
    // Several apps can live in one process (tests), so the newest app's pair must be the only one.
    const registry = passport as unknown as { _serializers: unknown[]; _deserializers: unknown[] };
    registry._serializers.length = 0;
    registry._deserializers.length = 0;
    passport.serializeUser((user, done) => done(null, user.id));
    passport.deserializeUser((id: string, done) => {
      users.findById(id).then((user) => done(null, user ? toSessionUser(user) : false), done);
    });
  }
}
