import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { LogInUseCase, type SessionUser } from '@nightlife/domain';
import { Strategy } from 'passport-local';
import { unwrapOrThrow } from '../../../platform/http/domain.exception';

/** passport-local: the credentials check itself is the domain's LogInUseCase. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly logIn: LogInUseCase) {
    super({ usernameField: 'username', passwordField: 'password' });
  }

  async validate(username: string, password: string): Promise<SessionUser> {
    return unwrapOrThrow(await this.logIn.execute({ username, password }));
  }
}
