import { Migration } from '@mikro-orm/migrations';

// A full event's group waitlist (issue 20 §3, ADR 0027): the host's switch (on), the parties waiting
// counted with the places, each offer of freed places with its deadline and outcome, and the
// offer a waitlist notice tells of.
export class Migration20261128030000_waitlist extends Migration {
  override name = 'Migration20261128030000_waitlist';

  override up(): void {
    this.addSql(`alter table "events" add column "waitlist" boolean not null default true;`);
    this.addSql(
      `alter table "event_places" add column "parties_waiting" integer not null default 0 check ("parties_waiting" >= 0);`,
    );
    this.addSql(`
      create table "waitlist_offers" (
        "id" uuid primary key,
        "event_id" uuid not null references "events" ("id") on delete cascade,
        "rsvp_id" uuid not null references "rsvps" ("id") on delete cascade,
        "places" smallint not null check ("places" between 1 and 6),
        "offered_at" timestamptz not null,
        "expires_at" timestamptz not null,
        "outcome" text check ("outcome" in ('accepted', 'declined', 'expired')),
        "decided_at" timestamptz
      );`);
    // One open offer per RSVP; the sweep finds lapsed ones by deadline.
    this.addSql(
      `create unique index "waitlist_offers_open_rsvp" on "waitlist_offers" ("rsvp_id") where "outcome" is null;`,
    );
    this.addSql(
      `create index "waitlist_offers_open_deadline" on "waitlist_offers" ("expires_at") where "outcome" is null;`,
    );
    // The queue of an event, per party size (an offer round loads a prefix of each size).
    this.addSql(
      `create index "rsvps_waitlist_queue" on "rsvps" ("event_id", "plus_ones", "created_at", "id") where "status" = 'waitlisted';`,
    );
    this.addSql(
      `alter table "rsvp_notices" add column "offer_id" uuid references "waitlist_offers" ("id") on delete set null;`,
    );
  }

  override down(): void {
    this.addSql(`alter table "rsvp_notices" drop column "offer_id";`);
    this.addSql(`drop index "rsvps_waitlist_queue";`);
    this.addSql(`drop table "waitlist_offers";`);
    this.addSql(`alter table "event_places" drop column "parties_waiting";`);
    this.addSql(`alter table "events" drop column "waitlist";`);
  }
}
