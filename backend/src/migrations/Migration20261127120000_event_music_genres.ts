import { Migration } from '@mikro-orm/migrations';

// An event's music genres (spec 1 §3 event record: musicGenres), up to 5 short names, and the
// event search (GET /api/events?q=) matching them: the generated `search_text` of
// Migration20261121132000_event_search now holds title, description and genres, lower-cased, so
// a genre is found through the same trigram index. array_to_string is only STABLE (it formats
// any element type), which a generated column refuses; for text[] it cannot vary, so a small SQL
// function declared IMMUTABLE builds the text. PostgreSQL before 17 cannot change a generated
// column's expression: the column is dropped (its index with it) and added again.
export class Migration20261127120000_event_music_genres extends Migration {
  override name = 'Migration20261127120000_event_music_genres';

  override up(): void {
    this.addSql(`alter table "events" add column "music_genres" text[] not null default '{}';`);
    this.addSql(`
      create function "event_search_text"("title" text, "description" text, "music_genres" text[])
        returns text language sql immutable parallel safe
        as $$ select lower("title" || E'\\n' || coalesce("description", '') || E'\\n' || array_to_string("music_genres", E'\\n')) $$;
    `);
    this.addSql(`alter table "events" drop column "search_text";`);
    this.addSql(`
      alter table "events" add column "search_text" text
        generated always as (event_search_text("title", "description", "music_genres")) stored;
    `);
    this.addSql(SEARCH_TEXT_INDEX);
  }

  override down(): void {
    this.addSql(`alter table "events" drop column "search_text";`);
    this.addSql(`
      alter table "events" add column "search_text" text
        generated always as (lower("title" || E'\\n' || coalesce("description", ''))) stored;
    `);
    this.addSql(SEARCH_TEXT_INDEX);
    this.addSql(`drop function "event_search_text"(text, text, text[]);`);
    this.addSql(`alter table "events" drop column "music_genres";`);
  }
}

// As in Migration20261121132000_event_search: only where pg_trgm is installed.
const SEARCH_TEXT_INDEX = `
  do $$
  begin
    if exists (select 1 from pg_extension where extname = 'pg_trgm') then
      create index "events_search_text_trgm_idx" on "events" using gin ("search_text" gin_trgm_ops)
        where "is_published" and not "is_draft";
    end if;
  end $$;
`;
