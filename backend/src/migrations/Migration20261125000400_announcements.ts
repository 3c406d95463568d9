import { Migration } from '@mikro-orm/migrations';

// Announcements (hosts message their attendees) and their deliveries: one row per announcement
// and recipient RSVP, unique, so the fan-out job can be retried or re-run without duplicates.
// A delivery is also the attendee's inbox entry (user_id, read_at). Written with bulk SQL only
// (no entity maps these tables).
export class Migration20261125000400_announcements extends Migration {
  override name = 'Migration20261125000400_announcements';

  override up(): void {
    this.addSql(`
      create table "announcements" (
        "id" uuid primary key,
        "event_id" uuid not null references "events" ("id") on delete cascade,
        "message" text not null check (char_length("message") between 1 and 2000),
        "recipient_ids" uuid[] not null,
        "recipient_count" int not null,
        "fanned_out_at" timestamptz null,
        "created_at" timestamptz not null
      );
    `);
    this.addSql(
      `create index "announcements_event_created_idx" on "announcements" ("event_id", "created_at");`,
    );
    this.addSql(`
      create table "announcement_deliveries" (
        "id" uuid primary key,
        "announcement_id" uuid not null references "announcements" ("id") on delete cascade,
        "rsvp_id" uuid not null references "rsvps" ("id") on delete cascade,
        "user_id" uuid null references "users" ("id") on delete cascade,
        "email_status" text not null check ("email_status" in ('none', 'queued', 'sent', 'failed')),
        "email_error" text null,
        "emailed_at" timestamptz null,
        "read_at" timestamptz null,
        "created_at" timestamptz not null,
        constraint "announcement_deliveries_recipient_unique" unique ("announcement_id", "rsvp_id")
      );
    `);
    // The inbox: a user's deliveries newest first, and their unread count.
    this.addSql(
      `create index "announcement_deliveries_inbox_idx" on "announcement_deliveries" ("user_id", "created_at" desc, "id" desc);`,
    );
    this.addSql(
      `create index "announcement_deliveries_unread_idx" on "announcement_deliveries" ("user_id") where "read_at" is null;`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "announcement_deliveries";`);
    this.addSql(`drop table if exists "announcements";`);
  }
}
