import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CompiledQuery } from 'kysely';

/**
 * Parameterised statements straight on the ORM's connection pool: `$1, $2` placeholders whose
 * values PostgreSQL binds (arrays and JSON as pg serialises them), rows as the driver parses them.
 * For hot paths that need no entity: the ORM's `execute` formats every value into the SQL text
 * first, which cost more than the statement itself on the RSVP path (ADR 0018). Runs outside any
 * unit of work: use it for single statements only.
 */
@Injectable()
export class SqlClient {
  constructor(private readonly orm: MikroORM) {}

  async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    const result = await this.orm.em
      .getConnection()
      .getClient()
      .executeQuery(CompiledQuery.raw(sql, [...params]));
    return result.rows as T[];
  }
}
