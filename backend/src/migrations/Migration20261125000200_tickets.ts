import { Migration } from '@mikro-orm/migrations';

// Tickets the host issues to guests (one per RSVP). They go with their RSVP and their event:
// deleting either (an account deletion removes the user's RSVPs) deletes the ticket. The caps
// (VIP 20, Backstage 5 per event) are checked under the event's row lock, not by the schema.
export class Migration20261125000200_tickets extends Migration {
  override name = 'Migration20261125000200_tickets';

  override up(): void {
    this.addSql(`
      create table "tickets" (
        "id" uuid primary key,
        "event_id" uuid not null references "events" ("id") on delete cascade,
        "rsvp_id" uuid not null references "rsvps" ("id") on delete cascade,
        "ticket_type" text not null check ("ticket_type" in ('general', 'vip', 'backstage')),
        "issued_at" timestamptz not null,
        constraint "tickets_rsvp_unique" unique ("rsvp_id")
      );
    `);
    // Counting an event's tickets of one type (the caps) and listing them.
    this.addSql(`create index "tickets_event_type_idx" on "tickets" ("event_id", "ticket_type");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "tickets";`);
  }
}
