import { Migration } from '@mikro-orm/migrations';

// Check-ins at the door (issue 19 §4, ADR 0031). Every scan a door device sends is kept once
// (idempotent by the device's scan id) with its verdict. Each admitted person of a party takes a
// seat of their ticket: the primary key (ticket, seat) is what makes the first entry win when two
// doors admit the same ticket, not a read-then-insert check.
export class Migration20261128080000_door_check_ins extends Migration {
  override name = 'Migration20261128080000_door_check_ins';

  override up(): void {
    this.addSql(`
      create table "door_scans" (
        "event_id" uuid not null references "events" ("id") on delete cascade,
        "scan_id" text not null check (length("scan_id") between 1 and 64),
        "ticket_id" uuid references "rsvps" ("id") on delete set null,
        "device_id" text not null check (length("device_id") between 1 and 64),
        "kind" text not null check ("kind" in ('entry', 'exit')),
        "count" smallint not null check ("count" between 1 and 6),
        "scanned_at" timestamptz not null,
        "received_at" timestamptz not null,
        "verdict" text not null check ("verdict" in ('admitted', 'duplicate', 'invalid', 'revoked', 'exited')),
        "admitted" smallint not null default 0,
        "reason" text,
        primary key ("event_id", "scan_id")
      );`);
    this.addSql(`create index "door_scans_ticket" on "door_scans" ("ticket_id") where "ticket_id" is not null;`);
    this.addSql(`
      create table "door_entries" (
        "ticket_id" uuid not null references "rsvps" ("id") on delete cascade,
        "seat" smallint not null check ("seat" between 1 and 6),
        "event_id" uuid not null references "events" ("id") on delete cascade,
        "scan_id" text not null,
        "device_id" text not null,
        "entered_at" timestamptz not null,
        primary key ("ticket_id", "seat")
      );`);
    this.addSql(`create index "door_entries_event" on "door_entries" ("event_id");`);
  }

  override down(): void {
    this.addSql(`drop table "door_entries";`);
    this.addSql(`drop table "door_scans";`);
  }
}
