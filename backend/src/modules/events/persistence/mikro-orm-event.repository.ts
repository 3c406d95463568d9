import { MikroORM, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Event, EventRepository } from '@nightlife/domain';
import { EventSchema } from './event.schema';

export const EVENT_SLUG_UNIQUE = 'events_slug_unique';

/** Events in PostgreSQL; each call on its own fork of the entity manager. */
@Injectable()
export class MikroOrmEventRepository implements EventRepository {
  constructor(private readonly orm: MikroORM) {}

  async slugsStartingWith(prefix: string): Promise<Set<string>> {
    // Slugs hold only [a-z0-9-], so the prefix needs no LIKE escaping.
    const rows = await this.orm.em
      .fork()
      .getConnection()
      .execute<{ slug: string }[]>(`select slug from events where slug like ? || '%'`, [prefix]);
    return new Set(rows.map((row) => row.slug));
  }

  async create(event: Event): Promise<'created' | 'slug-taken'> {
    try {
      await this.orm.em.fork().insert(EventSchema, { ...event });
      return 'created';
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException && error.message.includes(EVENT_SLUG_UNIQUE)) {
        return 'slug-taken';
      }
      throw error;
    }
  }
}
