import { createHash } from 'node:crypto';
import { MikroORM, type PostgreSqlConnection } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** The house's `?` placeholders as PostgreSQL's `$n`, in order; quoted text and identifiers are left alone. */
export function toNumberedPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\?/g, (match) => (match === '?' ? `$${++n}` : match));
}

/** A statement as PostgreSQL prepares it: `$n` placeholders, and a name of its own text. */
export interface NamedStatement {
  name: string;
  text: string;
}

// Statements are the code's own constants (values are bound, never spliced in), so each is
// rewritten and named once, not on every request; the cap only guards against a caller building many.
const statements = new Map<string, NamedStatement>();
const MAX_REMEMBERED = 1000;

/** The statement for a `?` SQL text: the same name for the same text, in every process. */
export function namedStatement(sql: string): NamedStatement {
  let statement = statements.get(sql);
  if (statement === undefined) {
    if (statements.size >= MAX_REMEMBERED) statements.clear();
    const text = toNumberedPlaceholders(sql);
    statement = { name: `s_${createHash('sha256').update(text).digest('base64url').slice(0, 22)}`, text };
    statements.set(sql, statement);
  }
  return statement;
}

/**
 * A prepared statement whose columns changed under it (a migration while the process runs)
 * fails once with this; prepared again under another name, it answers the new columns.
 */
function isStalePreparedStatement(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: string }).code === '0A000' &&
    error.message.includes('cached plan must not change result type')
  );
}

/**
 * Parameterised statements straight on the ORM's connection pool: `?` placeholders (as
 * everywhere in the house) whose values PostgreSQL binds (arrays and JSON as pg serialises
 * them), rows as the driver parses them. For hot paths that need no entity: the ORM's `execute`
 * formats every value into the SQL text first, which cost more than the statement itself on the
 * RSVP path (ADR 0018). Each statement is prepared once per connection and then only executed
 * (ADR 0042): planning the event page's statement cost PostgreSQL more than running it. Runs
 * outside any unit of work: use it for single statements only.
 */
@Injectable()
export class SqlClient {
  /** Moves on when a prepared statement went stale: its text is then prepared under a new name. */
  private generation = 0;

  constructor(private readonly orm: MikroORM) {}

  async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    const pool = await (this.orm.em.getConnection() as PostgreSqlConnection).getNativeClient();
    const { name, text } = namedStatement(sql);
    const generation = this.generation;
    const run = (suffix: number) =>
      pool.query({ name: suffix === 0 ? name : `${name}_${suffix}`, text, values: [...params] });
    try {
      return (await run(generation)).rows as T[];
    } catch (error) {
      if (!isStalePreparedStatement(error)) throw error;
      if (this.generation === generation) this.generation += 1;
      return (await run(this.generation)).rows as T[];
    }
  }
}
