import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  eventStatus,
  mediaVariantUrl,
  PublishUploadUseCase,
  THEMES,
  UuidV7Generator,
} from '@nightlife/domain';
import sharp from 'sharp';
import { ContainerMetadataStripper } from '../src/platform/storage/container-metadata.stripper';
import { UserSchema } from '../src/modules/accounts/persistence/user.schema';
import { Argon2PasswordHasher } from '../src/modules/accounts/security/argon2-password.hasher';
import { EventSchema } from '../src/modules/events/persistence/event.schema';
import { RsvpSchema } from '../src/modules/rsvps/persistence/rsvp.schema';
import { mikroOrmOptions } from '../src/platform/database/mikro-orm.options';
import { runMigrations } from '../src/platform/database/run-migrations';
import { FileTypeFromBytesDetector } from '../src/platform/storage/file-type.detector';
import { LocalObjectStorage } from '../src/platform/storage/local-object-storage';
import { SharpImageProcessor } from '../src/platform/storage/sharp.image-processor';
import { demoMediaOn } from '../src/seed/demo-media';
import { DEMO_PASSWORD, seedDemoData } from '../src/seed/demo-seed';
import { onServer, uniqueName, withDatabase } from './support/test-database';

// The seed only runs on a database without users, so it gets a database of its own.
describe('seedDemoData', () => {
  const serverUrl = process.env.DATABASE_URL!;
  const database = uniqueName('nightlife_seed');
  let orm: MikroORM;
  let storage: LocalObjectStorage;

  beforeAll(async () => {
    storage = new LocalObjectStorage(
      await mkdtemp(path.join(tmpdir(), 'nightlife-seed-')),
      Buffer.from('key'),
    );
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
    await rm(storage.directory, { recursive: true, force: true });
  });

  const count = async (sql: string) => {
    const [row] = await orm.em.fork().execute<{ n: number }[]>(`select count(*)::int as n from ${sql}`);
    return row.n;
  };

  it('fills an empty database with demo hosts, attendees, events and RSVPs', async () => {
    const media = demoMediaOn(
      storage,
      new PublishUploadUseCase(
        storage,
        new FileTypeFromBytesDetector(),
        new SharpImageProcessor(),
        new ContainerMetadataStripper(),
        new UuidV7Generator(),
      ),
    );
    const started = performance.now();
    await expect(seedDemoData(orm.em.fork(), new Date(), media)).resolves.toEqual({ seeded: true });
    process.stdout.write(`\ndemo seed with pictures: ${Math.round(performance.now() - started)} ms\n`);

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
        location_reveal: { mode: string };
        max_capacity: number | null;
        unlimited_spots: boolean;
        price: string;
      }[]
    >('select * from events');
    expect(events).toHaveLength(12);
    expect(new Set(events.map((e) => e.theme_id))).toEqual(new Set(THEMES.map((theme) => theme.id)));
    expect(events.every((e) => e.time_zone === 'America/Chicago' && e.price)).toBe(true);
    expect(events.filter((e) => e.is_draft)).toHaveLength(1);
    expect(events.filter((e) => e.location_reveal.mode === 'on-rsvp')).toHaveLength(1);
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

    // Every event's places counter holds what its seeded RSVPs take.
    const places = await em.execute<{ counted: number; stored: number }[]>(
      `select (select coalesce(sum(1 + r.plus_ones), 0)::int from rsvps r
                where r.event_id = e.id and r.response = 'going') as counted,
              coalesce(p.places_taken, -1) as stored
       from events e left join event_places p on p.event_id = e.id`,
    );
    expect(places.some((row) => row.counted > 0)).toBe(true);
    expect(places.filter((row) => row.counted !== row.stored)).toEqual([]);
  });

  it('gives every user an avatar and every event a flyer of its own, published as WebP', async () => {
    const em = orm.em.fork();
    const avatars = (await em.execute<{ avatar: string | null }[]>('select avatar from users')).map(
      (u) => u.avatar,
    );
    const flyers = (
      await em.execute<{ flyer_image_url: string | null }[]>('select flyer_image_url from events')
    ).map((e) => e.flyer_image_url);
    for (const [urls, pattern] of [
      [avatars, /^\/uploads\/media\/[0-9a-f-]+\/[0-9a-f-]+\/avatar\.webp$/],
      [flyers, /^\/uploads\/media\/[0-9a-f-]+\/[0-9a-f-]+\/full\.webp$/],
    ] as const) {
      expect(urls.every((url) => url !== null && pattern.test(url))).toBe(true);
      expect(new Set(urls).size).toBe(urls.length);
    }
    const read = async (url: string) => {
      const key = storage.keyOf(url)!;
      const stored = (await storage.stat(key))!;
      return Buffer.from((await storage.read(key, 10_000_000, stored.version))!);
    };
    expect(await sharp(await read(flyers[0]!)).metadata()).toMatchObject({
      format: 'webp',
      width: 1080,
      height: 1350,
    });
    expect(await sharp(await read(mediaVariantUrl(flyers[0]!, 'card'))).metadata()).toMatchObject({
      width: 576,
      height: 720,
    });
    expect(await sharp(await read(avatars[0]!)).metadata()).toMatchObject({
      format: 'webp',
      width: 512,
      height: 512,
    });
    // No two flyers look alike: their pixels differ.
    const [a, b] = await Promise.all(
      flyers.slice(0, 2).map(async (url) =>
        sharp(await read(url!))
          .raw()
          .toBuffer(),
      ),
    );
    expect(a.equals(b)).toBe(false);
  });

  it('does nothing once users exist', async () => {
    const before = [await count('users'), await count('events'), await count('rsvps')];
    await expect(seedDemoData(orm.em.fork())).resolves.toEqual({ seeded: false });
    expect([await count('users'), await count('events'), await count('rsvps')]).toEqual(before);
  });
});
