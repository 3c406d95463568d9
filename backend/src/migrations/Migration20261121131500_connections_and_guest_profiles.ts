import { Migration } from '@mikro-orm/migrations';

// Connections between users, and the profile columns the guest list shows (spec 1 §3: each
// RSVP's user has an avatar, a verified badge and a location; bio is read on profiles).
export class Migration20261121131500_connections_and_guest_profiles extends Migration {
  override name = 'Migration20261121131500_connections_and_guest_profiles';

  override up(): void {
    this.addSql(`
      alter table "users"
        add column "avatar" text null,
        add column "bio" text null,
        add column "location" text null,
        add column "is_verified" boolean not null default false;
    `);

    this.addSql(`
      create table "connections" (
        "id" uuid primary key,
        "from_user_id" uuid not null references "users" ("id") on delete cascade,
        "to_user_id" uuid not null references "users" ("id") on delete cascade,
        "status" text not null default 'accepted',
        "created_at" timestamptz not null default now(),
        constraint "connections_from_to_unique" unique ("from_user_id", "to_user_id"),
        constraint "connections_not_self" check ("from_user_id" <> "to_user_id")
      );
    `);
    // The unique key serves "my connections"; this one serves "who connected to me".
    this.addSql(`create index "connections_to_user_id_idx" on "connections" ("to_user_id");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "connections";`);
    this.addSql(`
      alter table "users"
        drop column if exists "is_verified",
        drop column if exists "location",
        drop column if exists "bio",
        drop column if exists "avatar";
    `);
  }
}
