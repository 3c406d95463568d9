import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CompiledQuery } from 'kysely';

/** The house's `?` placeholders as PostgreSQL's `$n`, in order; quoted text and identifiers are left alone. */
export function toNumberedPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\?/g, (match) => (match === '?' ? `$${++n}` : match));
}

/**
 * Parameterised statements straight on the ORM's connection pool: `?` placeholders (as
 * everywhere in the house) whose values PostgreSQL binds (arrays and JSON as pg serialises
 * them), rows as the driver parses them. For hot paths that need no entity: the ORM's `execute`
 * formats every value into the SQL text first, which cost more than the statement itself on the
 * RSVP path (ADR 0018). Runs outside any unit of work: use it for single statements only.
 */
@Injectable()
export class SqlClient {
  constructor(private readonly orm: MikroORM) {}

  async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    const compiled = CompiledQuery.raw(toNumberedPlaceholders(sql), [...params]);
    const result = await this.orm.em.getConnection().getClient().executeQuery(compiled);
    return result.rows as T[];
  }
}
