import { Migration } from '@mikro-orm/migrations';

// An event's places (docs/rsvp-lifecycle.md): the headcount and the tickets issued per type, kept
// by the domain's EventPlaces with every RSVP and ticket it writes, so a capacity or cap check reads
// one row instead of summing RSVPs. `version` grows with every save: a save that finds another
// version than the one it loaded lost a race and is decided again. An event without a row has
// taken nothing (version 0); its first save inserts the row.
export class Migration20261127123000_event_places extends Migration {
  override name = 'Migration20261127123000_event_places';

  override up(): void {
    this.addSql(`
      create table "event_places" (
        "event_id" uuid primary key references "events" ("id") on delete cascade,
        "places_taken" integer not null default 0 check ("places_taken" >= 0),
        "tickets_issued" jsonb not null default '{}',
        "version" bigint not null default 0
      );
    `);
    // The places of the RSVPs and tickets stored so far (the lifecycle as it stands today: a going
    // RSVP holds 1 + plus-ones unless declined).
    this.addSql(`
      insert into "event_places" ("event_id", "places_taken", "tickets_issued", "version")
      select e.id,
        (select coalesce(sum(1 + r.plus_ones), 0) from rsvps r
          where r.event_id = e.id and r.response = 'going' and r.status in ('confirmed', 'checked_in')),
        (select jsonb_build_object(
            'general', count(*) filter (where t.ticket_type = 'general'),
            'vip', count(*) filter (where t.ticket_type = 'vip'),
            'backstage', count(*) filter (where t.ticket_type = 'backstage'))
          from tickets t where t.event_id = e.id),
        1
      from events e;
    `);
  }

  override down(): void {
    this.addSql(`drop table if exists "event_places";`);
  }
}
