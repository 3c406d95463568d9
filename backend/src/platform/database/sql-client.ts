import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CompiledQuery } from 'kysely';

/** The house's `?` placeholders as PostgreSQL's `$n`, in order; quoted text and identifiers are left alone. */
export function toNumberedPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\?/g, (match) => (match === '?' ? `$${++n}` : match));
}

// Statements are the code's own constants (values are bound, never spliced in), so each is
// rewritten once, not on every request; the cap only guards against a caller building many.
const numbered = new Map<string, string>();
const MAX_REMEMBERED = 1000;

function numberedOnce(sql: string): string {
  let text = numbered.get(sql);
  if (text === undefined) {
    if (numbered.size >= MAX_REMEMBERED) numbered.clear();
    text = toNumberedPlaceholders(sql);
    numbered.set(sql, text);
  }
  return text;
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
    const compiled = CompiledQuery.raw(numberedOnce(sql), [...params]);
    const result = await this.orm.em.getConnection().getClient().executeQuery(compiled);
    return result.rows as T[];
  }
}
