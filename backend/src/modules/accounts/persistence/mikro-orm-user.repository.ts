import { MikroORM, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  emailTakenError,
  err,
  ok,
  userNotFoundError,
  usernameTakenError,
  type Result,
  type User,
  type UserRepository,
} from '@nightlife/domain';
import { toDate } from '../../../platform/database/sql-values';
import { UserSchema } from './user.schema';

export const USERNAME_UNIQUE_INDEX = 'users_username_lower_key';
export const EMAIL_UNIQUE_INDEX = 'users_email_lower_key';

const COLUMNS = `id, username, first_name as "firstName", last_name as "lastName", email,
  phone_number as "phoneNumber", password_hash as "passwordHash", is_promoter as "isPromoter",
  bio, location, avatar, is_verified as "isVerified", event_tags as "eventTags", theme_id as "themeId",
  instagram_handle as "instagramHandle", twitter_handle as "twitterHandle", tiktok_handle as "tiktokHandle",
  linkedin_handle as "linkedinHandle", youtube_handle as "youtubeHandle", spotify_handle as "spotifyHandle",
  created_at as "createdAt"`;

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

  /** The user with this username in any letter case (profiles live at /{username}). */
  async findByUsername(username: string): Promise<User | null> {
    return this.findOneWhere('lower(username) = lower(?)', [username]);
  }

  async create(user: User): Promise<Result<User>> {
    return this.uniquely(async () => {
      await this.orm.em.fork().insert(UserSchema, { ...user });
      return ok(user);
    });
  }

  async update(user: User): Promise<Result<User>> {
    // Identity, creation time and the verified badge are never the user's to change.
    const { id, createdAt: _createdAt, isVerified: _isVerified, ...fields } = user;
    return this.uniquely(async () => {
      const updated = await this.orm.em.fork().nativeUpdate(UserSchema, { id }, fields);
      if (updated === 0) return err(userNotFoundError());
      const stored = await this.findById(id);
      return stored ? ok(stored) : err(userNotFoundError());
    });
  }

  /** Runs a write, answering a case-insensitive username or email conflict with its domain error. */
  private async uniquely(write: () => Promise<Result<User>>): Promise<Result<User>> {
    try {
      return await write();
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
      .execute<(User & { createdAt: Date | string })[]>(
        `select ${COLUMNS} from users where ${where} limit 1`,
        params,
      );
    return rows[0] ? { ...rows[0], createdAt: toDate(rows[0].createdAt) } : null;
  }
}
