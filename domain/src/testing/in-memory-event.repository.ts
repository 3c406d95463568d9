import type { Event } from '../events/event.js';
import type { EventRepository } from '../events/event.repository.port.js';

/** EventRepository with the unique slug the database enforces; each call is atomic (no await inside). */
export class InMemoryEventRepository implements EventRepository {
  private readonly events = new Map<string, Event>();

  async createWithFreeSlug(
    event: Omit<Event, 'slug'>,
    slugPrefix: string,
    chooseSlug: (taken: ReadonlySet<string>) => string,
  ): Promise<Event | 'slug-taken'> {
    const taken = new Set([...this.events.keys()].filter((slug) => slug.startsWith(slugPrefix)));
    const stored = { ...event, slug: chooseSlug(taken) };
    return (await this.create(stored)) === 'created' ? stored : 'slug-taken';
  }

  async create(event: Event): Promise<'created' | 'slug-taken'> {
    if (this.events.has(event.slug)) return 'slug-taken';
    this.events.set(event.slug, { ...event });
    return 'created';
  }

  /** Every stored event, for assertions. */
  all(): Event[] {
    return [...this.events.values()].map((event) => ({ ...event }));
  }
}
