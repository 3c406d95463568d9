import { Migration } from '@mikro-orm/migrations';

// Dynamic QR codes (spec 2 §2.9) and their scan counts. A profile code and an event code are
// one row per owner (and event), made by the first scan of /qr/{userId}[?event=]; a custom
// code is one row per owner and address, made by the panel. Rows go with their user or event.
export class Migration20261125000300_qr_codes extends Migration {
  override name = 'Migration20261125000300_qr_codes';

  override up(): void {
    this.addSql(`
      create table "qr_codes" (
        "id" uuid primary key,
        "owner_id" uuid not null references "users" ("id") on delete cascade,
        "kind" text not null check ("kind" in ('profile', 'event', 'custom')),
        "event_id" uuid null references "events" ("id") on delete cascade,
        "custom_url" text null,
        "scan_count" int not null default 0 check ("scan_count" >= 0),
        "created_at" timestamptz not null default now(),
        constraint "qr_codes_target" check (
          ("kind" = 'profile' and "event_id" is null and "custom_url" is null)
          or ("kind" = 'event' and "event_id" is not null and "custom_url" is null)
          or ("kind" = 'custom' and "event_id" is null and "custom_url" is not null)
        )
      );
    `);
    // One row per target: the scan upserts and the panel's create rely on these.
    this.addSql(
      `create unique index "qr_codes_profile_unique" on "qr_codes" ("owner_id") where "kind" = 'profile';`,
    );
    this.addSql(
      `create unique index "qr_codes_event_unique" on "qr_codes" ("owner_id", "event_id") where "kind" = 'event';`,
    );
    this.addSql(
      `create unique index "qr_codes_custom_unique" on "qr_codes" ("owner_id", "custom_url") where "kind" = 'custom';`,
    );
    // Deleting an event finds its codes through this one.
    this.addSql(`create index "qr_codes_event_id_idx" on "qr_codes" ("event_id");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "qr_codes";`);
  }
}
