import { Migration } from '@mikro-orm/migrations';

// Profiles (spec 2 §3): the six social handles, up to 4 event tags and a theme on users, with the
// bio's 300-character cap enforced by the database too; the Settings tab's default preferences
// in their own table (a user without a row has the domain's defaults); and an index on the
// session's user id, so "end every session of this user" (password change, account deletion)
// is an index scan.
export class Migration20261124204544_profiles_and_settings extends Migration {
  override name = 'Migration20261124204544_profiles_and_settings';

  override up(): void {
    this.addSql(`update "users" set "bio" = left("bio", 300) where char_length("bio") > 300;`);
    this.addSql(`
      alter table "users"
        add column "instagram_handle" varchar(100) null,
        add column "twitter_handle" varchar(100) null,
        add column "tiktok_handle" varchar(100) null,
        add column "linkedin_handle" varchar(100) null,
        add column "youtube_handle" varchar(100) null,
        add column "spotify_handle" varchar(100) null,
        add column "event_tags" text[] not null default '{}',
        add column "theme_id" text null,
        add constraint "users_bio_length" check ("bio" is null or char_length("bio") <= 300),
        add constraint "users_event_tags_count" check (cardinality("event_tags") <= 4);
    `);

    this.addSql(`
      create table "user_settings" (
        "user_id" uuid primary key references "users" ("id") on delete cascade,
        "default_age_restriction" text not null default '21+',
        "default_location" text null,
        "email_notifications" boolean not null default true,
        "text_notifications" boolean not null default false,
        "updated_at" timestamptz not null default now()
      );
    `);

    this.addSql(
      `create index "user_sessions_user_idx" on "user_sessions" (("sess" -> 'passport' ->> 'user'));`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "user_sessions_user_idx";`);
    this.addSql(`drop table if exists "user_settings";`);
    this.addSql(`
      alter table "users"
        drop constraint if exists "users_event_tags_count",
        drop constraint if exists "users_bio_length",
        drop column if exists "theme_id",
        drop column if exists "event_tags",
        drop column if exists "spotify_handle",
        drop column if exists "youtube_handle",
        drop column if exists "linkedin_handle",
        drop column if exists "tiktok_handle",
        drop column if exists "twitter_handle",
        drop column if exists "instagram_handle";
    `);
  }
}
