import { Migration } from '@mikro-orm/migrations';

// A user's personal calendar feed (issue 21 §3): one secret token per user, in the feed's URL
// (/api/calendar/{token}.ics); regenerating replaces it, so the old URL stops working at once.
export class Migration20261127210000_calendar_feeds extends Migration {
  override name = 'Migration20261127210000_calendar_feeds';

  override up(): void {
    this.addSql(`
      create table "calendar_feeds" (
        "user_id" uuid primary key references "users" ("id") on delete cascade,
        "token" text not null unique,
        "created_at" timestamptz not null
      );
    `);
  }

  override down(): void {
    this.addSql(`drop table if exists "calendar_feeds";`);
  }
}
