import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  ACCESS_TOKEN_PREFIX,
  accessTokenNotFoundError,
  accessTokenState,
  err,
  invalidAccessTokenError,
  ok,
  validateNewAccessToken,
  type AccessTokenScope,
  type AccessTokenState,
  type Clock,
  type IdGenerator,
  type NewAccessTokenInput,
  type Result,
  type SessionUser,
} from '@nightlife/domain';
import { SqlClient } from '../../platform/database/sql-client';
import { CLOCK, ID_GENERATOR } from '../../platform/kernel/kernel.tokens';

export interface AccessTokenView {
  id: string;
  name: string;
  scopes: AccessTokenScope[];
  state: AccessTokenState;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
}

/** A new token as its owner sees it once: the secret is never shown again. */
export interface NewAccessTokenView extends AccessTokenView {
  token: string;
}

/** Who a bearer request acts for, and what its token allows. */
export interface BearerCaller {
  user: SessionUser;
  token: { id: string; scopes: AccessTokenScope[] };
}

interface TokenRow {
  id: string;
  name: string;
  scopes: AccessTokenScope[];
  created_at: Date;
  expires_at: Date | null;
  revoked_at: Date | null;
  last_used_at: Date | null;
}

const TOKEN_COLUMNS = 'id, name, scopes, created_at, expires_at, revoked_at, last_used_at';
/** Last use is recorded at most this often per token: a busy program costs no write per request. */
const LAST_USE_RESOLUTION_MS = 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Personal access tokens (issue 23 §1, ADR 0035): made, listed and revoked by their owner in a
 * browser session; presented by programs as `Authorization: Bearer <token>`.
 */
@Injectable()
export class AccessTokensService {
  constructor(
    private readonly sql: SqlClient,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async create(userId: string, input: NewAccessTokenInput): Promise<Result<NewAccessTokenView>> {
    const now = this.clock.now();
    const [{ count }] = await this.sql.query<{ count: number }>(
      `select count(*)::int as count from access_tokens
       where user_id = ?::uuid and revoked_at is null and (expires_at is null or expires_at > ?)`,
      [userId, now],
    );
    const valid = validateNewAccessToken(input, count, now);
    if (!valid.ok) return valid;
    const token = `${ACCESS_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const [row] = await this.sql.query<TokenRow>(
      `insert into access_tokens (id, user_id, name, scopes, token_hash, created_at, expires_at)
       values (?::uuid, ?::uuid, ?, ?::text[], ?, ?, ?) returning ${TOKEN_COLUMNS}`,
      [
        this.ids.next(),
        userId,
        valid.value.name,
        valid.value.scopes,
        hashOf(token),
        now,
        valid.value.expiresAt,
      ],
    );
    return ok({ ...view(row!, now), token });
  }

  /** The owner's tokens, newest first; revoked ones are gone from the list. */
  async list(userId: string): Promise<AccessTokenView[]> {
    const rows = await this.sql.query<TokenRow>(
      `select ${TOKEN_COLUMNS} from access_tokens
       where user_id = ?::uuid and revoked_at is null order by created_at desc, id desc`,
      [userId],
    );
    const now = this.clock.now();
    return rows.map((row) => view(row, now));
  }

  /** Revoked at once: the token's next request is refused. Another user's token is not found. */
  async revoke(userId: string, tokenId: string): Promise<Result<void>> {
    const revoked = await this.sql.query(
      `update access_tokens set revoked_at = ?
       where id = ?::uuid and user_id = ?::uuid and revoked_at is null returning id`,
      [this.clock.now(), tokenId, userId],
    );
    return revoked.length === 0 ? err(accessTokenNotFoundError()) : ok(undefined);
  }

  /** The owner and scopes of an active token; the same refusal for unknown, expired and revoked. */
  async authenticate(token: string): Promise<Result<BearerCaller>> {
    if (!token.startsWith(ACCESS_TOKEN_PREFIX)) return err(invalidAccessTokenError());
    const [row] = await this.sql.query<TokenRow & { user: SessionUser }>(
      `select t.id, t.name, t.scopes, t.created_at, t.expires_at, t.revoked_at, t.last_used_at,
         json_build_object('id', u.id, 'username', u.username, 'firstName', u.first_name,
           'lastName', u.last_name, 'email', u.email, 'isPromoter', u.is_promoter) as "user"
       from access_tokens t join users u on u.id = t.user_id
       where t.token_hash = ?`,
      [hashOf(token)],
    );
    const now = this.clock.now();
    if (!row || accessTokenState(toToken(row), now) !== 'active') return err(invalidAccessTokenError());
    if (
      row.last_used_at === null ||
      now.getTime() - new Date(row.last_used_at).getTime() >= LAST_USE_RESOLUTION_MS
    ) {
      await this.sql.query('update access_tokens set last_used_at = ? where id = ?::uuid', [now, row.id]);
    }
    return ok({ user: row.user, token: { id: row.id, scopes: row.scopes } });
  }
}

function toToken(row: TokenRow) {
  return {
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
    revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
  };
}

function view(row: TokenRow, now: Date): AccessTokenView {
  const iso = (date: Date | null) => (date === null ? null : new Date(date).toISOString());
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    state: accessTokenState(toToken(row), now),
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: iso(row.expires_at),
    lastUsedAt: iso(row.last_used_at),
  };
}
