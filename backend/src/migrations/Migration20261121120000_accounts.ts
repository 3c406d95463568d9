import { Migration } from '@mikro-orm/migrations';

// Accounts and the platform's shared tables: users, server-side sessions (connect-pg-simple's
// layout) and rate-limit counters (used when REDIS_URL is not set).
export class Migration20261121120000_accounts extends Migration {
  override name = 'Migration20261121120000_accounts';

  override up(): void {
    this.addSql(`
      create table "users" (
        "id" uuid primary key,
        "username" varchar(30) not null,
        "first_name" varchar(50) not null,
        "last_name" varchar(50) not null,
        "email" varchar(254) not null,
        "phone_number" varchar(20) null,
        "password_hash" text not null,
        "is_promoter" boolean not null default false,
        "created_at" timestamptz not null default now()
      );
    `);
    // Unique case-insensitively; the repository maps a violation of each index to its error code.
    this.addSql(`create unique index "users_username_lower_key" on "users" (lower("username"));`);
    this.addSql(`create unique index "users_email_lower_key" on "users" (lower("email"));`);

    this.addSql(`
      create table "user_sessions" (
        "sid" varchar not null primary key,
        "sess" json not null,
        "expire" timestamp(6) not null
      );
    `);
    this.addSql(`create index "user_sessions_expire_idx" on "user_sessions" ("expire");`);

    this.addSql(`
      create table "rate_limit_hits" (
        "key" text primary key,
        "hits" integer not null,
        "expires_at" timestamptz not null
      );
    `);
  }

  override down(): void {
    this.addSql(`drop table if exists "rate_limit_hits";`);
    this.addSql(`drop table if exists "user_sessions";`);
    this.addSql(`drop table if exists "users";`);
  }
}
