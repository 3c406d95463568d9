import { MikroORM, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Event, EventRepository } from '@nightlife/domain';
import { EventSchema } from './event.schema';

export const EVENT_SLUG_UNIQUE = 'events_slug_unique';

const isSlugTaken = (error: unknown) =>
  error instanceof UniqueConstraintViolationException && error.message.includes(EVENT_SLUG_UNIQUE);

/** Events in PostgreSQL; each call on its own fork of the entity manager. */
@Injectable()
export class MikroOrmEventRepository implements EventRepository {
  constructor(private readonly orm: MikroORM) {}

  async createWithFreeSlug(
    event: Omit<Event, 'slug'>,
    slugPrefix: string,
    chooseSlug: (taken: ReadonlySet<string>) => string,
  ): Promise<Event | 'slug-taken'> {
    try {
      return await this.orm.em.fork().transactional(async (em) => {
        // Creations under one prefix take turns: a transaction-scoped advisory lock on the
        // prefix, held until commit, so each one reads the slugs its predecessors inserted.
        await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [
          `events.slug:${slugPrefix}`,
        ]);
        // Slugs hold only [a-z0-9-], so the prefix needs no LIKE escaping.
        const rows = await em.execute<{ slug: string }[]>(
          `select slug from events where slug like ? || '%'`,
          [slugPrefix],
        );
        const stored: Event = { ...event, slug: chooseSlug(new Set(rows.map((row) => row.slug))) };
        await em.insert(EventSchema, { ...stored });
        return stored;
      });
    } catch (error) {
      if (isSlugTaken(error)) return 'slug-taken';
      throw error;
    }
  }

  async create(event: Event): Promise<'created' | 'slug-taken'> {
    try {
      await this.orm.em.fork().insert(EventSchema, { ...event });
      return 'created';
    } catch (error) {
      if (isSlugTaken(error)) return 'slug-taken';
      throw error;
    }
  }
}
