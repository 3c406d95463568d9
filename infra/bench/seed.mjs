// Bulk seed of the benchmark database in one transaction of set-based SQL (generate_series),
// so 10,000 events and 200,000 RSVPs take seconds, not minutes of row-by-row inserts.
//
// Ids are md5-derived UUIDs of an index ('user-17', 'event-42'), so rows can point at each
// other by arithmetic instead of lookups. Users 1..HOSTS host events, the next ATTENDEES
// carry the seeded RSVPs, and the last `benchUsers` have none: the RSVP benchmark logs them
// in and every (bench user, event) pair it posts is new.

import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rawSqlClient } from './raw-baseline-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const backendRequire = createRequire(path.join(root, 'backend/package.json'));

export const SEED = { hosts: 200, attendees: 6000, events: 10_000, rsvps: 200_000 };

const BENCH_USER_START = SEED.hosts + SEED.attendees + 1;
export const benchUsername = (i) => `bench${i}`;

// Published, non-draft events starting at least two days ahead (upcoming in every zone), one in
// six with a capacity (the locked path). No capacity is reached: at most 46 seeded RSVPs of
// headcount <= 4 plus one per bench user of headcount <= 3 stay under the smallest, 400.
export const RSVP_TARGETS_SQL = `
  select slug from events
  where is_published and not is_draft and starts_at > now() + interval '2 days'
  order by slug`;

export async function seedDatabase(client, { passwordHash, benchUsers }) {
  const { hosts, attendees, events, rsvps } = SEED;
  await client.query('begin');
  await client.query(
    `insert into users (id, username, first_name, last_name, email, password_hash, is_promoter, created_at)
     select md5('user-' || i)::uuid,
       case when i <= $2 then 'host' || i
            when i < $4 then 'guest' || (i - $2)
            else 'bench' || (i - $4 + 1) end,
       (array['Ava','Liam','Maya','Noah','Zoe','Kai','Ivy','Leo','Nia','Eli','Ruby','Omar'])[1 + i % 12],
       (array['Reyes','Chen','Okafor','Novak','Silva','Kim','Haddad','Berg','Moreau','Patel'])[1 + (i / 12) % 10],
       'user' || i || '@bench.nightlife.dev',
       $1, i <= $2, now() - (i % 700) * interval '1 hour'
     from generate_series(1, $3::int) i`,
    [passwordHash, hosts, BENCH_USER_START + benchUsers - 1, BENCH_USER_START],
  );

  // Starts spread from 200 days ago to 340 days ahead (about 37% past), 8-11 PM; five zones,
  // six themes, one in eight with its location hidden until RSVP, one in six with a capacity,
  // one in a hundred a draft.
  await client.query(
    `insert into events (id, slug, title, tagline, description, starts_at, ends_at, time_zone,
       location, location_reveal, price, age_restriction, max_capacity, unlimited_spots,
       dress_code, highlights, flyer_image_url, theme_id, is_draft, host_id, created_at)
     select md5('event-' || i)::uuid,
       lower(w.adjective || '-' || w.noun) || '-' || i,
       w.adjective || ' ' || w.noun || ' #' || i,
       'The ' || lower(w.noun) || ' you will talk about all week',
       'A night of ' || lower(w.adjective) || ' sounds, lights and people. Doors open early; come dressed to dance.',
       s.starts_at, s.starts_at + (3 + i % 4) * interval '1 hour',
       (array['America/Chicago','America/New_York','America/Los_Angeles','Europe/London','Europe/Berlin'])[1 + i % 5],
       (array['The Warehouse','Skyline Rooftop','Basement 42','Club Aurora','Pier 9 Hall'])[1 + i % 5] || ', ' || (100 + i % 900) || ' Main St',
       jsonb_build_object('mode', case when i % 8 = 0 then 'on-rsvp' else 'public' end, 'hoursBefore', null),
       (array['Free','$10','$20 before 11pm','$35 at the door'])[1 + i % 4],
       (array['21+','18+','All Ages','21+','25+'])[1 + i % 5 ],
       case when i % 6 = 0 then 400 + (i % 5) * 100 end,
       i % 6 <> 0,
       (array['Neon and glow','All black','Cocktail','Come as you are'])[1 + i % 4],
       array['Live DJ', 'Light show'],
       '/flyers/flyer-' || (i % 40) || '.jpg',
       (array['neon-nights','clean','sunset-vibes','galaxy-glow','tropical-heat','midnight-luxe'])[1 + i % 6],
       i % 100 = 0,
       md5('user-' || (1 + i % $1))::uuid,
       s.starts_at - interval '30 days'
     from generate_series(1, $2::int) i
     cross join lateral (select
       (array['Neon','Midnight','Velvet','Electric','Sunset','Galaxy','Tropical','Disco','Techno','Afterglow'])[1 + i % 10] as adjective,
       (array['Rave','Social','Takeover','Sessions','Ball','Jam','Affair','Fest'])[1 + (i / 10) % 8] as noun) w
     cross join lateral (select date_trunc('day', now())
       + ((i * 7919) % 541 - 200) * interval '1 day' + (20 + i % 4) * interval '1 hour' as starts_at) s`,
    [hosts, events],
  );

  // Popularity is skewed (RSVPs per event ~ 1 + 63u², a few events draw dozens); taking the
  // first `rsvps` rows ordered by rank j caps the most popular ones. Drafts get none.
  // 60% going, 25% maybe, 15% can't go; some plus-ones, emojis and messages.
  await client.query(
    `insert into rsvps (id, event_id, user_id, guest_name, guest_email, response, emoji, message,
       plus_ones, status, created_at)
     select gen_random_uuid(), md5('event-' || e)::uuid, md5('user-' || u.i)::uuid,
       (array['Ava','Liam','Maya','Noah','Zoe','Kai','Ivy','Leo','Nia','Eli','Ruby','Omar'])[1 + u.i % 12] || ' ' ||
       (array['Reyes','Chen','Okafor','Novak','Silva','Kim','Haddad','Berg','Moreau','Patel'])[1 + (u.i / 12) % 10],
       case when j % 3 = 0 then 'user' || u.i || '@bench.nightlife.dev' end,
       case when (e + j) % 20 < 12 then 'going' when (e + j) % 20 < 17 then 'maybe' else 'cant_go' end,
       case when j % 5 = 0 then '🔥' end,
       case when j % 9 = 0 then 'See you on the dance floor!' end,
       case when (e * j) % 7 = 0 then 1 + (e + j) % 3 else 0 end,
       'confirmed', now() - (j % 30) * interval '1 hour'
     from generate_series(1, $1::int) e
     cross join lateral generate_series(1, 1 + floor(63 * power(((e * 7919) % 10007) / 10007.0, 2))::int) j
     cross join lateral (select $2::int + 1 + (e * 131 + j * 7) % $3::int as i) u
     where e % 100 <> 0
     order by j, e
     limit $4`,
    [events, hosts, attendees, rsvps],
  );
  // Written past the domain's EventPlaces, like the demo seed: the counters are counted from the
  // rows with the backend's own recount.
  const { RECOUNT_PLACES_SQL } = backendRequire('./dist/modules/rsvps/persistence/places.sql.js');
  await rawSqlClient(client).query(RECOUNT_PLACES_SQL, [
    (await client.query('select array_agg(id) as ids from events')).rows[0].ids,
  ]);
  await client.query('commit');
  // A production database runs autovacuum; this one may not (the CI machine's has it off), and
  // without a vacuum the visibility map is empty, so no count can be answered from an index.
  await client.query('vacuum analyze users, events, rsvps, event_places');

  const { rows } = await client.query(`select
    (select count(*)::int from users) as users,
    (select count(*)::int from events) as events,
    (select count(*)::int from events where starts_at >= now()) as upcoming,
    (select count(*)::int from events where is_draft) as drafts,
    (select count(*)::int from events where location_reveal ->> 'mode' <> 'public') as hidden_locations,
    (select count(*)::int from rsvps) as rsvps,
    (select max(n)::int from (select count(*) as n from rsvps group by event_id) c) as max_rsvps_per_event`);
  return rows[0];
}
