import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CONNECTION_STATUS } from '@nightlife/domain';
import { toDate } from '../../../platform/database/sql-values';
import { containsPattern } from '../../events';
import type {
  ConnectionListItemResponse,
  ConnectionPageResponse,
  ConnectionSort,
} from '../http/list-connections.query';

interface ConnectionRow {
  id: string;
  user_id: string;
  username: string;
  first_name: string;
  last_name: string;
  location: string | null;
  bio: string | null;
  avatar: string | null;
  is_verified: boolean;
  created_at: Date | string;
  total: number;
}

// Ties broken by the connection id, so pages never overlap or skip.
const ORDER_BY: Record<ConnectionSort, string> = {
  name: 'lower(u.first_name), lower(u.last_name), lower(u.username), c.id',
  username: 'lower(u.username), c.id',
  recent: 'c.created_at desc, c.id desc',
};

/** Read side of connections: one statement per page (the total included). */
@Injectable()
export class ConnectionsQuery {
  constructor(private readonly em: EntityManager) {}

  /** The users the caller connected with, searched, sorted and paged (spec 2 §2.6 Contacts). */
  async list(
    userId: string,
    options: { q: string; sort: ConnectionSort; page: number; limit: number },
  ): Promise<ConnectionPageResponse> {
    const matching = connectionsOf(userId, options.q);
    const rows = await this.em.execute<ConnectionRow[]>(
      `select c.id, u.id as user_id, u.username, u.first_name, u.last_name, u.location, u.bio, u.avatar,
         u.is_verified, c.created_at, count(*) over ()::int as total
       ${matching.sql}
       order by ${ORDER_BY[options.sort]}
       limit ? offset ?`,
      [...matching.params, options.limit, (options.page - 1) * options.limit],
    );
    const total = rows[0]?.total ?? (options.page > 1 ? await this.count(userId, options.q) : 0);
    const totalPages = Math.max(1, Math.ceil(total / options.limit));
    return {
      connections: rows.map(toListItem),
      pagination: {
        page: options.page,
        limit: options.limit,
        total,
        totalPages,
        hasNext: options.page < totalPages,
        hasPrev: options.page > 1,
      },
    };
  }

  /** Whether the caller connected with the user; null when there is no such user. */
  async status(fromUserId: string, toUserId: string): Promise<'accepted' | 'none' | null> {
    const [row] = await this.em.execute<{ connected: boolean }[]>(
      `select exists(select 1 from connections c where c.from_user_id = ? and c.to_user_id = u.id) as connected
       from users u where u.id = ?`,
      [fromUserId, toUserId],
    );
    if (!row) return null;
    return row.connected ? CONNECTION_STATUS : 'none';
  }

  /** The total for a page past the end (the paged statement then returns no row to carry it). */
  private async count(userId: string, q: string): Promise<number> {
    const matching = connectionsOf(userId, q);
    const [row] = await this.em.execute<{ total: number }[]>(
      `select count(*)::int as total ${matching.sql}`,
      matching.params,
    );
    return row.total;
  }
}

function toListItem(row: ConnectionRow): ConnectionListItemResponse {
  return {
    id: row.id,
    userId: row.user_id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    location: row.location,
    bio: row.bio,
    avatar: row.avatar,
    isVerified: row.is_verified,
    status: CONNECTION_STATUS,
    createdAt: toDate(row.created_at).toISOString(),
  };
}

/** The caller's connections to users whose name or username contains `q` (all of them for ''). */
function connectionsOf(userId: string, q: string): { sql: string; params: unknown[] } {
  const pattern = containsPattern(q);
  return {
    sql: `from connections c join users u on u.id = c.to_user_id
      where c.from_user_id = ?
        and (? = '' or lower(u.first_name || ' ' || u.last_name) like lower(?) or lower(u.username) like lower(?))`,
    params: [userId, q, pattern, pattern],
  };
}
