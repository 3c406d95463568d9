import type { Event } from './event.js';

export interface EventRepository {
  /** Every stored slug that starts with `prefix` (the candidates a new slug must avoid). */
  slugsStartingWith(prefix: string): Promise<Set<string>>;
  /**
   * Inserts the event. Slugs are unique: 'slug-taken' when another event holds it (decided by
   * the store, so two hosts creating the same title at once are covered).
   */
  create(event: Event): Promise<'created' | 'slug-taken'>;
}
