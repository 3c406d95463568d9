import { Migration } from '@mikro-orm/migrations';

// What a guest is told when their RSVP changes under them (docs/adr/0022-approval-requests.md):
// written by the event's places save in the same statement as the change, with the outbox job that
// mails it (job id = notice id), and shown in the guest's inbox beside announcements.
export class Migration20261127200000_rsvp_notices extends Migration {
  override name = 'Migration20261127200000_rsvp_notices';

  override up(): void {
    this.addSql(`
      create table "rsvp_notices" (
        "id" uuid primary key,
        "rsvp_id" uuid not null references "rsvps" ("id") on delete cascade,
        "user_id" uuid not null references "users" ("id") on delete cascade,
        "event_id" uuid not null references "events" ("id") on delete cascade,
        "kind" text not null,
        "email_status" text not null check ("email_status" in ('none', 'queued', 'sent', 'failed')),
        "email_error" text null,
        "emailed_at" timestamptz null,
        "read_at" timestamptz null,
        "created_at" timestamptz not null
      );
    `);
    // The inbox: a user's notices newest first, and their unread count.
    this.addSql(
      `create index "rsvp_notices_inbox_idx" on "rsvp_notices" ("user_id", "created_at" desc, "id" desc);`,
    );
    this.addSql(
      `create index "rsvp_notices_unread_idx" on "rsvp_notices" ("user_id") where "read_at" is null;`,
    );
    this.addSql(`create index "rsvp_notices_rsvp_idx" on "rsvp_notices" ("rsvp_id");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "rsvp_notices";`);
  }
}
