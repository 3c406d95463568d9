import { Migration } from '@mikro-orm/migrations';

// When guests learn where the event is (docs/adr/0025-location-reveal.md): the reveal mode (and
// its hours for before-start) replaces the hide-location flag, which becomes `on-rsvp`; the door
// instructions follow the same rule.
export class Migration20261128010000_location_reveal extends Migration {
  override name = 'Migration20261128010000_location_reveal';

  override up(): void {
    this.addSql(
      `alter table "events" add column "location_reveal" jsonb not null default '{"mode": "public", "hoursBefore": null}';`,
    );
    this.addSql(
      `update "events" set "location_reveal" = '{"mode": "on-rsvp", "hoursBefore": null}' where "hide_location_until_rsvp";`,
    );
    this.addSql(`alter table "events" drop column "hide_location_until_rsvp";`);
    this.addSql(`alter table "events" add column "door_instructions" text null;`);
  }

  override down(): void {
    this.addSql(`alter table "events" drop column "door_instructions";`);
    this.addSql(`alter table "events" add column "hide_location_until_rsvp" boolean not null default false;`);
    this.addSql(
      `update "events" set "hide_location_until_rsvp" = "location_reveal" ->> 'mode' <> 'public';`,
    );
    this.addSql(`alter table "events" drop column "location_reveal";`);
  }
}
