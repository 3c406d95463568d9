import { Migration } from '@mikro-orm/migrations';

// Signed door tickets (issue 19 §1, ADR 0030). Each RSVP's door ticket has a version, bumped by
// the domain whenever the ticket is taken away or changes (codes below the current version are
// revoked). Each event has an Ed25519 key pair; the private key is stored sealed (AES-256-GCM
// with a key derived from the session secret); one key per event is active, rotated ones retire.
export class Migration20261128070000_door_tickets extends Migration {
  override name = 'Migration20261128070000_door_tickets';

  override up(): void {
    this.addSql(
      `alter table "rsvps" add column "ticket_version" integer not null default 1 check ("ticket_version" between 1 and 65535);`,
    );
    this.addSql(`
      create table "event_door_keys" (
        "kid" text primary key check ("kid" ~ '^[0-9a-f]{8}$'),
        "event_id" uuid not null references "events" ("id") on delete cascade,
        "public_key" text not null,
        "sealed_private_key" text not null,
        "created_at" timestamptz not null,
        "retired_at" timestamptz
      );`);
    this.addSql(
      `create unique index "event_door_keys_active" on "event_door_keys" ("event_id") where "retired_at" is null;`,
    );
  }

  override down(): void {
    this.addSql(`drop table "event_door_keys";`);
    this.addSql(`alter table "rsvps" drop column "ticket_version";`);
  }
}
