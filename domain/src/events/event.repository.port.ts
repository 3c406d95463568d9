import type { Event } from './event.js';
import type { WebhookChange } from '../webhooks/webhooks.js';

/** How an update picks a new public slug (an event going public for the first time). */
export interface PublicSlugChoice {
  slugPrefix: string;
  chooseSlug: (taken: ReadonlySet<string>) => string;
}

export type EventUpdateOutcome =
  | { outcome: 'updated'; event: Event }
  /** `fitsPlaces` refused the places taken, read under the event's places lock. */
  | { outcome: 'over-capacity'; goingHeadcount: number }
  | { outcome: 'not-found' }
  | { outcome: 'slug-taken' };

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

  findById(id: string): Promise<Event | null>;

  /**
   * Replaces the stored event with the same id, if `fitsPlaces` accepts the places its RSVPs take
   * (EventPlaces' headcount), read under the lock of the event's places: a capacity change and
   * the commands of an EventPlacesStore take turns. With `publicSlug` the event takes a new slug
   * chosen like createWithFreeSlug's; without it, it keeps `event.slug`. The webhook change of the
   * saved event (`webhookChange`) is written to the outbox in the same transaction (ADR 0037), and
   * so is an offer round of the waitlist (`offerFreedPlacesJob`) when `offerRoundDue`.
   */
  update(
    event: Event,
    publicSlug: PublicSlugChoice | null,
    fitsPlaces: (placesTaken: number) => boolean,
    webhookChange?: (saved: Event) => WebhookChange,
    offerRoundDue?: boolean,
  ): Promise<EventUpdateOutcome>;

  /** Deletes the event and, with it, everything that belongs to it (RSVPs, tickets, QR codes). */
  delete(id: string): Promise<void>;

  /** Replaces the event's invite code (ADR 0038); false when there is no such event. */
  setInviteCode(id: string, inviteCode: string): Promise<boolean>;
}
