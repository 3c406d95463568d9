import { Migration } from '@mikro-orm/migrations';

// What a personal calendar feed shows changed (issue 21 §5, ADR 0041): a row per change of the RSVPs
// or events in a feed, for users who have a feed, written by triggers in the transaction of the
// change (whichever code writes it). A feed request compares the newest change with the one its
// cached file was rendered at, in one indexed lookup, instead of reading all its events again.
// Append-only, so a change takes no lock a concurrent writer could wait on; a render removes the
// rows before the one it read.
export class Migration20261128200000_calendar_feed_changes extends Migration {
  override name = 'Migration20261128200000_calendar_feed_changes';

  override up(): void {
    this.addSql(`
      create table "calendar_feed_changes" (
        "id" bigint generated always as identity primary key,
        "user_id" uuid not null references "calendar_feeds" ("user_id") on delete cascade
      );
      create index "calendar_feed_changes_user_id_id_index" on "calendar_feed_changes" ("user_id", "id");

      -- The users (with a feed) an RSVP statement touched: the old and the new rows' users.
      create function "calendar_feed_rsvps_changed"() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into calendar_feed_changes (user_id)
          select f.user_id from calendar_feeds f where f.user_id in (select user_id from new_rows);
        elsif tg_op = 'UPDATE' then
          insert into calendar_feed_changes (user_id)
          select f.user_id from calendar_feeds f
          where f.user_id in (select user_id from new_rows union select user_id from old_rows);
        else
          insert into calendar_feed_changes (user_id)
          select f.user_id from calendar_feeds f where f.user_id in (select user_id from old_rows);
        end if;
        return null;
      end $$;
      create trigger "calendar_feed_rsvps_inserted" after insert on "rsvps"
        referencing new table as new_rows for each statement execute function "calendar_feed_rsvps_changed"();
      create trigger "calendar_feed_rsvps_updated" after update on "rsvps"
        referencing old table as old_rows new table as new_rows
        for each statement execute function "calendar_feed_rsvps_changed"();
      create trigger "calendar_feed_rsvps_deleted" after delete on "rsvps"
        referencing old table as old_rows for each statement execute function "calendar_feed_rsvps_changed"();

      -- The users (with a feed) whose feed an event statement may change: its hosts (old and new)
      -- and everyone with an RSVP to it.
      create function "calendar_feed_events_changed"() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into calendar_feed_changes (user_id)
          select f.user_id from calendar_feeds f where f.user_id in (select host_id from new_rows);
        elsif tg_op = 'UPDATE' then
          insert into calendar_feed_changes (user_id)
          select f.user_id from calendar_feeds f where f.user_id in (
            select host_id from new_rows union select host_id from old_rows
            union select r.user_id from rsvps r where r.event_id in (select id from new_rows));
        else
          insert into calendar_feed_changes (user_id)
          select f.user_id from calendar_feeds f where f.user_id in (
            select host_id from old_rows
            union select r.user_id from rsvps r where r.event_id in (select id from old_rows));
        end if;
        return null;
      end $$;
      create trigger "calendar_feed_events_inserted" after insert on "events"
        referencing new table as new_rows for each statement execute function "calendar_feed_events_changed"();
      create trigger "calendar_feed_events_updated" after update on "events"
        referencing old table as old_rows new table as new_rows
        for each statement execute function "calendar_feed_events_changed"();
      create trigger "calendar_feed_events_deleted" after delete on "events"
        referencing old table as old_rows for each statement execute function "calendar_feed_events_changed"();
    `);
  }

  override down(): void {
    this.addSql(`
      drop trigger if exists "calendar_feed_events_deleted" on "events";
      drop trigger if exists "calendar_feed_events_updated" on "events";
      drop trigger if exists "calendar_feed_events_inserted" on "events";
      drop function if exists "calendar_feed_events_changed"();
      drop trigger if exists "calendar_feed_rsvps_deleted" on "rsvps";
      drop trigger if exists "calendar_feed_rsvps_updated" on "rsvps";
      drop trigger if exists "calendar_feed_rsvps_inserted" on "rsvps";
      drop function if exists "calendar_feed_rsvps_changed"();
      drop table if exists "calendar_feed_changes";
    `);
  }
}
