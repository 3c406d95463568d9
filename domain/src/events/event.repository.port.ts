import type { Event } from './event.js';

export interface EventRepository {
  /**
   * Inserts the event under the slug `chooseSlug` picks from the stored slugs that start with
   * `slugPrefix`. The read and the insert are atomic with respect to every other call with the
   * same prefix (the store makes them take turns), so concurrent creations of one title never
   * race for a suffix. 'slug-taken' only when a creation under another prefix took the chosen
   * slug meanwhile (slugs are unique, enforced by the store).
   */
  createWithFreeSlug(
    event: Omit<Event, 'slug'>,
    slugPrefix: string,
    chooseSlug: (taken: ReadonlySet<string>) => string,
  ): Promise<Event | 'slug-taken'>;

  /** Inserts the event with its own slug; 'slug-taken' when another event holds it. */
  create(event: Event): Promise<'created' | 'slug-taken'>;
}
