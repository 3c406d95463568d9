import { Migration } from '@mikro-orm/migrations';

// Events and their RSVPs. Dates are real instants plus the event's IANA zone; the spec's
// display strings (eventDate, eventTime, status) are derived by the domain, never stored.
export class Migration20261121120100_events extends Migration {
  override name = 'Migration20261121120100_events';

  override up(): void {
    this.addSql(`
      create table "events" (
        "id" uuid primary key,
        "slug" text not null,
        "title" text not null,
        "tagline" text null,
        "description" text null,
        "starts_at" timestamptz not null,
        "ends_at" timestamptz null,
        "time_zone" text not null,
        "location" text null,
        "hide_location_until_rsvp" boolean not null default false,
        "price" text null,
        "age_restriction" text null,
        "max_capacity" int null check ("max_capacity" is null or "max_capacity" > 0),
        "unlimited_spots" boolean not null default true,
        "dress_code" text null,
        "highlights" text[] not null default '{}',
        "ticket_url" text null,
        "cta_button_label" text not null default 'Buy Tickets',
        "flyer_image_url" text null,
        "flyer_video_url" text null,
        "poster_url" text null,
        "use_video_instead_of_image" boolean not null default false,
        "gallery_images" text[] not null default '{}',
        "gallery_videos" text[] not null default '{}',
        "partner_names" text[] not null default '{}',
        "partner_logos" text[] not null default '{}',
        "playlist_link" text null,
        "registry_link" text null,
        "allow_guest_invites" boolean not null default false,
        "require_approval" boolean not null default false,
        "open_invite" boolean not null default false,
        "has_group_order" boolean not null default false,
        "is_draft" boolean not null default false,
        "is_published" boolean not null default true,
        "is_private" boolean not null default false,
        "theme_id" text null,
        "host_id" uuid not null references "users" ("id") on delete cascade,
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now(),
        constraint "events_slug_unique" unique ("slug"),
        constraint "events_slug_format" check ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        constraint "events_ends_after_start" check ("ends_at" is null or "ends_at" >= "starts_at")
      );
    `);
    // The public list reads only published, non-draft events ordered by start.
    this.addSql(
      `create index "events_public_starts_at_idx" on "events" ("starts_at") where "is_published" and not "is_draft";`,
    );
    this.addSql(`create index "events_host_id_idx" on "events" ("host_id", "starts_at");`);

    this.addSql(`
      create table "rsvps" (
        "id" uuid primary key,
        "event_id" uuid not null references "events" ("id") on delete cascade,
        "user_id" uuid null references "users" ("id") on delete cascade,
        "guest_name" text not null,
        "guest_email" text null,
        "response" text not null check ("response" in ('going', 'maybe', 'cant_go')),
        "emoji" text null,
        "message" text null,
        "plus_ones" smallint not null default 0 check ("plus_ones" between 0 and 5),
        "status" text not null default 'confirmed',
        "created_at" timestamptz not null default now(),
        constraint "rsvps_event_user_unique" unique ("event_id", "user_id")
      );
    `);
    // Counts per event aggregate by response; the unique constraint already serves
    // "does this user have an RSVP here"; a user's own RSVPs are read by user_id.
    this.addSql(
      `create index "rsvps_event_response_idx" on "rsvps" ("event_id", "response") include ("plus_ones");`,
    );
    this.addSql(`create index "rsvps_user_id_idx" on "rsvps" ("user_id");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "rsvps";`);
    this.addSql(`drop table if exists "events";`);
  }
}
