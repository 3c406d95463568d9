import { MikroORM } from '@mikro-orm/postgresql';
import { eventStatus, THEMES } from '@nightlife/domain';
import { UserSchema } from '../src/modules/accounts/persistence/user.schema';
import { Argon2PasswordHasher } from '../src/modules/accounts/security/argon2-password.hasher';
import { EventSchema } from '../src/modules/events/persistence/event.schema';
import { RsvpSchema } from '../src/modules/events/persistence/rsvp.schema';
import { mikroOrmOptions } from '../src/platform/database/mikro-orm.options';
import { runMigrations } from '../src/platform/database/run-migrations';
import { DEMO_PASSWORD, seedDemoData } from '../src/seed/demo-seed';
import { onServer, uniqueName, withDatabase } from './support/test-database';

// The seed only runs on a database without users, so it gets a database of its own.
describe('seedDemoData', () => {
  const serverUrl = process.env.DATABASE_URL!;
  const database = uniqueName('nightlife_seed');
  let orm: MikroORM;

  beforeAll(async () => {
    await onServer(serverUrl, (client) => client.query(`create database "${database}"`));
    orm = await MikroORM.init({
      ...mikroOrmOptions({ databaseUrl: withDatabase(serverUrl, database), nodeEnv: 'test' }),
      entities: [UserSchema, EventSchema, RsvpSchema],
    });
    await runMigrations(orm);
  });

  afterAll(async () => {
    await orm.close();
    await onServer(serverUrl, (client) => client.query(`drop database if exists "${database}" with (force)`));
  });

  const count = async (sql: string) => {
    const [row] = await orm.em.fork().execute<{ n: number }[]>(`select count(*)::int as n from ${sql}`);
    return row.n;
  };

  it('fills an empty database with demo hosts, attendees, events and RSVPs', async () => {
    await expect(seedDemoData(orm.em.fork())).resolves.toEqual({ seeded: true });

    const em = orm.em.fork();
    const users = await em.execute<{ username: string; is_promoter: boolean; password_hash: string }[]>(
      'select username, is_promoter, password_hash from users',
    );
    expect(
      users
        .filter((u) => u.is_promoter)
        .map((u) => u.username)
        .sort(),
    ).toEqual(['djnova', 'maya.lights', 'velvetroom']);
    expect(users.filter((u) => !u.is_promoter).length).toBeGreaterThanOrEqual(8);
    await expect(new Argon2PasswordHasher().verify(users[0].password_hash, DEMO_PASSWORD)).resolves.toBe(
      true,
    );

    const events = await em.execute<
      {
        starts_at: string;
        time_zone: string;
        theme_id: string;
        is_draft: boolean;
        hide_location_until_rsvp: boolean;
        max_capacity: number | null;
        unlimited_spots: boolean;
        price: string;
      }[]
    >('select * from events');
    expect(events).toHaveLength(12);
    expect(new Set(events.map((e) => e.theme_id))).toEqual(new Set(THEMES.map((theme) => theme.id)));
    expect(events.every((e) => e.time_zone === 'America/Chicago' && e.price)).toBe(true);
    expect(events.filter((e) => e.is_draft)).toHaveLength(1);
    expect(events.filter((e) => e.hide_location_until_rsvp)).toHaveLength(1);
    expect(events.some((e) => e.max_capacity !== null && !e.unlimited_spots)).toBe(true);
    const statuses = events.map((e) =>
      eventStatus({ startsAt: new Date(e.starts_at), timeZone: e.time_zone }, new Date()),
    );
    const past = statuses.filter((status) => status === 'past').length;
    expect(past).toBeGreaterThan(0);
    expect(past).toBeLessThan(events.length / 2);

    const rsvps =
      await em.execute<
        { response: string; plus_ones: number; emoji: string | null; message: string | null }[]
      >('select * from rsvps');
    expect(new Set(rsvps.map((r) => r.response))).toEqual(new Set(['going', 'maybe', 'cant_go']));
    expect(rsvps.some((r) => r.plus_ones > 0)).toBe(true);
    expect(rsvps.every((r) => r.emoji)).toBe(true);
    expect(rsvps.some((r) => r.message)).toBe(true);
  });

  it('does nothing once users exist', async () => {
    const before = [await count('users'), await count('events'), await count('rsvps')];
    await expect(seedDemoData(orm.em.fork())).resolves.toEqual({ seeded: false });
    expect([await count('users'), await count('events'), await count('rsvps')]).toEqual(before);
  });
});
