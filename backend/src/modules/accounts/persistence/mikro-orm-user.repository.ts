import { MikroORM, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  emailTakenError,
  err,
  ok,
  usernameTakenError,
  type Result,
  type User,
  type UserRepository,
} from '@nightlife/domain';
import { UserSchema } from './user.schema';

export const USERNAME_UNIQUE_INDEX = 'users_username_lower_key';
export const EMAIL_UNIQUE_INDEX = 'users_email_lower_key';

const COLUMNS = `id, username, first_name as "firstName", last_name as "lastName", email,
  phone_number as "phoneNumber", password_hash as "passwordHash", is_promoter as "isPromoter", created_at as "createdAt"`;

/**
 * Users in PostgreSQL. Each call runs on its own fork of the entity manager: passport calls
 * findById from the session middleware, outside any request context.
 */
@Injectable()
export class MikroOrmUserRepository implements UserRepository {
  constructor(private readonly orm: MikroORM) {}

  async findById(id: string): Promise<User | null> {
    return this.findOneWhere('id = ?', [id]);
  }

  async findByLogin(usernameOrEmail: string): Promise<User | null> {
    // Matches the lower(...) unique indexes, so both lookups are index scans.
    return this.findOneWhere('lower(username) = lower(?) or lower(email) = lower(?)', [
      usernameOrEmail,
      usernameOrEmail,
    ]);
  }

  async create(user: User): Promise<Result<User>> {
    try {
      await this.orm.em.fork().insert(UserSchema, { ...user });
      return ok(user);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        if (error.message.includes(USERNAME_UNIQUE_INDEX)) return err(usernameTakenError());
        if (error.message.includes(EMAIL_UNIQUE_INDEX)) return err(emailTakenError());
      }
      throw error;
    }
  }

  private async findOneWhere(where: string, params: unknown[]): Promise<User | null> {
    const rows = await this.orm.em
      .fork()
      .getConnection()
      .execute<User[]>(`select ${COLUMNS} from users where ${where} limit 1`, params);
    return rows[0] ?? null;
  }
}
