import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Connection, ConnectionRepository } from '@nightlife/domain';
import { ConnectionSchema, type ConnectionRecord } from './connection.schema';

@Injectable()
export class MikroOrmConnectionRepository implements ConnectionRepository {
  constructor(private readonly orm: MikroORM) {}

  async userExists(userId: string): Promise<boolean> {
    const rows = await this.orm.em.getConnection().execute('select 1 from users where id = ?', [userId]);
    return rows.length > 0;
  }

  async createIfAbsent(connection: Connection): Promise<{ connection: Connection; created: boolean }> {
    const em = this.orm.em.fork();
    // `on conflict do nothing`: of two concurrent identical requests one creates, one finds.
    const inserted = await em
      .createQueryBuilder(ConnectionSchema)
      .insert({ ...connection })
      .onConflict(['fromUserId', 'toUserId'])
      .ignore()
      .execute('run');
    if (inserted.affectedRows === 1) return { connection, created: true };
    const existing = await em.findOneOrFail(
      ConnectionSchema,
      { fromUserId: connection.fromUserId, toUserId: connection.toUserId },
      { disableIdentityMap: true },
    );
    return { connection: toConnection(existing), created: false };
  }
}

function toConnection(record: ConnectionRecord): Connection {
  return {
    id: record.id,
    fromUserId: record.fromUserId,
    toUserId: record.toUserId,
    // The only status the domain writes.
    status: record.status as Connection['status'],
    createdAt: record.createdAt,
  };
}
