import { MikroORM } from '@mikro-orm/postgresql';
import { privateSlug, uuidv7 } from '@nightlife/domain';
import { mikroOrmOptions } from '../src/platform/database/mikro-orm.options';
import { onServer, uniqueName, withDatabase } from './support/test-database';

// Drafts stored before private slugs existed move to the slug the domain would give them now;
// public events keep theirs.
describe('migration Migration20261124120000_private_draft_slugs', () => {
  const serverUrl = process.env.DATABASE_URL!;
  const database = uniqueName('nightlife_slugs');
  let orm: MikroORM;

  beforeAll(async () => {
    await onServer(serverUrl, (client) => client.query(`create database "${database}"`));
    orm = await MikroORM.init(
      mikroOrmOptions({ databaseUrl: withDatabase(serverUrl, database), nodeEnv: 'test' }),
    );
  });

  afterAll(async () => {
    await orm.close();
    await onServer(serverUrl, (client) => client.query(`drop database if exists "${database}" with (force)`));
  });

  it('gives every stored draft and unpublished event its private slug', async () => {
    await orm.migrator.up({ to: 'Migration20261124110000_job_outbox' });
    const hostId = uuidv7();
    const em = orm.em.fork();
    await em.execute(
      `insert into users (id, username, first_name, last_name, email, password_hash, is_promoter, created_at)
       values (?, 'slug_host', 'Slug', 'Host', 'slug_host@example.com', 'x', true, now())`,
      [hostId],
    );
    const events = [
      { slug: 'neon-nights', isDraft: true, isPublished: true },
      { slug: `${'long-title-'.repeat(7)}end`, isDraft: false, isPublished: false },
      { slug: 'public-party', isDraft: false, isPublished: true },
    ].map((event) => ({ ...event, id: uuidv7() }));
    for (const event of events) {
      await em.execute(
        `insert into events (id, slug, title, starts_at, time_zone, host_id, is_draft, is_published, created_at, updated_at)
         values (?, ?, 'Title', now(), 'UTC', ?, ?, ?, now(), now())`,
        [event.id, event.slug, hostId, event.isDraft, event.isPublished],
      );
    }

    await orm.migrator.up();

    const rows = await em.execute<{ id: string; slug: string }[]>('select id, slug from events');
    const slugOf = (id: string) => rows.find((row) => row.id === id)?.slug;
    expect(events.map((event) => slugOf(event.id))).toEqual([
      privateSlug('neon-nights', events[0].id),
      privateSlug(events[1].slug, events[1].id),
      'public-party',
    ]);
  });
});
