import { Migration } from '@mikro-orm/migrations';

// What visitors send through the marketing pages: contact inquiries, hookah booking requests
// and the two email lists. `dedupe_key` is the SHA-256 of the domain's submissionDedupeKey:
// a repeated submission (a double click, a retry, the same address twice) stays one row.
export class Migration20261124205159_inquiries extends Migration {
  override name = 'Migration20261124205159_inquiries';

  override up(): void {
    this.addSql(`
      create table "contact_inquiries" (
        "id" uuid primary key,
        "form_type" text not null check ("form_type" in ('promote', 'partner')),
        "name" text not null,
        "email" text not null,
        "message" text not null,
        "event_name" text null,
        "event_date" text null,
        "venue" text null,
        "dedupe_key" text not null unique,
        "received_at" timestamptz not null
      );
    `);
    this.addSql(`
      create table "hookah_bookings" (
        "id" uuid primary key,
        "name" text not null,
        "phone" text not null,
        "email" text not null,
        "date" text not null,
        "time" text not null,
        "duration" text not null,
        "location" text not null,
        "special_requests" text null,
        "package_type" text not null,
        "specialist_id" text null,
        "dedupe_key" text not null unique,
        "received_at" timestamptz not null
      );
    `);
    this.addSql(`
      create table "email_signups" (
        "id" uuid primary key,
        "list" text not null check ("list" in ('newsletter', 'party-tag-waitlist')),
        "email" text not null,
        "dedupe_key" text not null unique,
        "received_at" timestamptz not null
      );
    `);
    // The staff inbox lists each kind newest first.
    this.addSql(`create index "contact_inquiries_received_at_idx" on "contact_inquiries" ("received_at");`);
    this.addSql(`create index "hookah_bookings_received_at_idx" on "hookah_bookings" ("received_at");`);
    this.addSql(`create index "email_signups_list_received_at_idx" on "email_signups" ("list", "received_at");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "email_signups";`);
    this.addSql(`drop table if exists "hookah_bookings";`);
    this.addSql(`drop table if exists "contact_inquiries";`);
  }
}
