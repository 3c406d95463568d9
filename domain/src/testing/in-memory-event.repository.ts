import type { Event } from '../events/event.js';
import type { EventRepository } from '../events/event.repository.port.js';

/** EventRepository with the unique slug the database enforces. */
export class InMemoryEventRepository implements EventRepository {
  private readonly events = new Map<string, Event>();

  async slugsStartingWith(prefix: string): Promise<Set<string>> {
    return new Set([...this.events.keys()].filter((slug) => slug.startsWith(prefix)));
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
