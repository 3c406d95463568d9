import { Migration } from '@mikro-orm/migrations';

// Personal access tokens (issue 23 §1, ADR 0035): a program acts for its owner with a bearer
// token, limited to its scopes. The token is a 256-bit secret stored only as its SHA-256; revoking
// keeps the row (revoked_at) so a revoked token is told apart from one never made.
export class Migration20261128130000_access_tokens extends Migration {
  override name = 'Migration20261128130000_access_tokens';

  override up(): void {
    this.addSql(`
      create table "access_tokens" (
        "id" uuid primary key,
        "user_id" uuid not null references "users" ("id") on delete cascade,
        "name" text not null check (length("name") between 1 and 60),
        "scopes" text[] not null check (cardinality("scopes") > 0),
        "token_hash" text not null unique,
        "created_at" timestamptz not null,
        "expires_at" timestamptz,
        "revoked_at" timestamptz,
        "last_used_at" timestamptz
      );`);
    this.addSql(`create index "access_tokens_user" on "access_tokens" ("user_id");`);
  }

  override down(): void {
    this.addSql(`drop table "access_tokens";`);
  }
}
