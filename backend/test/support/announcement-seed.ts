import type { MikroORM } from '@mikro-orm/postgresql';
import { uuidArray } from '../../src/platform/database/sql-values';
import { RECOUNT_PLACES_SQL } from '../../src/modules/rsvps/persistence/places.sql';

/**
 * `count` attendees with an RSVP to the event, in two bulk statements (an announcement test
 * needs many recipients; signing each up through the API would take minutes). Every
 * `emailOffEvery`-th attendee turned email notifications off. Answers the RSVP ids in order.
 */
export async function seedAttendees(
  orm: MikroORM,
  eventId: string,
  count: number,
  options: { tag: string; response?: 'going' | 'maybe' | 'cant_go'; emailOffEvery?: number },
): Promise<string[]> {
  const em = orm.em.fork();
  await em.execute(
    `insert into users (id, username, first_name, last_name, email, password_hash)
     select gen_random_uuid(), 'a_' || ? || '_' || n, 'Guest', 'No ' || n, 'a.' || ? || '.' || n || '@example.com', 'x'
     from generate_series(1, ?) as n`,
    [options.tag, options.tag, count],
    'run',
  );
  if (options.emailOffEvery) {
    await em.execute(
      `insert into user_settings (user_id, email_notifications)
       select id, false from users
       where username like ? and split_part(username, '_', 3)::int % ? = 0`,
      [`a\\_${options.tag}\\_%`, options.emailOffEvery],
      'run',
    );
  }
  const rows = await em.execute<{ id: string }[]>(
    `insert into rsvps (id, event_id, user_id, guest_name, response, created_at)
     select gen_random_uuid(), ?, u.id, u.first_name || ' ' || u.last_name, ?, now()
     from users u where u.username like ?
     order by split_part(u.username, '_', 3)::int
     returning id`,
    [eventId, options.response ?? 'going', `a\\_${options.tag}\\_%`],
  );
  await em.execute(RECOUNT_PLACES_SQL, [uuidArray([eventId])], 'run');
  return rows.map((row) => row.id);
}
