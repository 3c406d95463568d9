import { Migration } from '@mikro-orm/migrations';

// Door passes (issue 19 §2, ADR 0033): door staff without accounts. A pass is a link (a secret
// token, stored only as its SHA-256) and a 6-digit PIN (stored only as an HMAC under a key derived
// from the session secret), for one event, until it expires or is revoked; 5 wrong PINs lock it.
export class Migration20261128090000_door_passes extends Migration {
  override name = 'Migration20261128090000_door_passes';

  override up(): void {
    this.addSql(`
      create table "door_passes" (
        "id" uuid primary key,
        "event_id" uuid not null references "events" ("id") on delete cascade,
        "name" text not null check (length("name") between 1 and 60),
        "role" text not null check ("role" in ('scanner', 'supervisor')),
        "token_hash" text not null unique,
        "pin_hash" text not null,
        "created_at" timestamptz not null,
        "expires_at" timestamptz not null,
        "revoked_at" timestamptz,
        "failed_pins" integer not null default 0,
        "last_used_at" timestamptz
      );`);
    this.addSql(`create index "door_passes_event" on "door_passes" ("event_id");`);
  }

  override down(): void {
    this.addSql(`drop table "door_passes";`);
  }
}
