import { Migration } from '@mikro-orm/migrations';

// Reminders before an event's start (docs/adr/0024-reminders.md): the hours the host chose (24 and
// 2 by default, also for the events already stored), the due notices (reminders, reveals) sent per
// event, kind, start and hours (the sweep's record that makes each go once), and their facts.
export class Migration20261128000000_event_reminders extends Migration {
  override name = 'Migration20261128000000_event_reminders';

  override up(): void {
    this.addSql(`alter table "events" add column "reminder_hours" int[] not null default '{24,2}';`);
    this.addSql(`
      create table "due_notices_sent" (
        "event_id" uuid not null references "events" ("id") on delete cascade,
        "kind" text not null,
        "starts_at" timestamptz not null,
        "hours_before" int not null,
        "sent_at" timestamptz not null,
        primary key ("event_id", "kind", "starts_at", "hours_before")
      );
    `);
    this.addSql(`alter table "rsvp_notices" add column "starts_at" timestamptz null;`);
    this.addSql(`alter table "rsvp_notices" add column "hours_before" int null;`);
  }

  override down(): void {
    this.addSql(`alter table "rsvp_notices" drop column "hours_before";`);
    this.addSql(`alter table "rsvp_notices" drop column "starts_at";`);
    this.addSql(`drop table if exists "due_notices_sent";`);
    this.addSql(`alter table "events" drop column "reminder_hours";`);
  }
}
