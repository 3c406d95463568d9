import type { WebhookChange } from '../webhooks/webhooks.js';
import type { Event } from '../events/event.js';
import type {
  EventRepository,
  EventUpdateOutcome,
  PublicSlugChoice,
} from '../events/event.repository.port.js';

/** EventRepository with the unique slug the database enforces; each call is atomic (no await inside). */
export class InMemoryEventRepository implements EventRepository {
  /** The webhook changes updates wrote with them (ADR 0037). */
  readonly webhookChanges: WebhookChange[] = [];
  /** The events whose updates wrote an offer round of the waitlist, in order. */
  readonly offerRounds: string[] = [];
  private readonly events = new Map<string, Event>();
  /** Places taken per event id (the RSVPs live elsewhere); 0 when unset. */
  private readonly placesTaken = new Map<string, number>();
  /** Ids passed to delete, in order. */
  readonly deleted: string[] = [];

  async createWithFreeSlug(
    event: Omit<Event, 'slug'>,
    slugPrefix: string,
    chooseSlug: (taken: ReadonlySet<string>) => string,
  ): Promise<Event | 'slug-taken'> {
    const stored = { ...event, slug: chooseSlug(this.takenWith(slugPrefix)) };
    return (await this.create(stored)) === 'created' ? stored : 'slug-taken';
  }

  async create(event: Event): Promise<'created' | 'slug-taken'> {
    if (this.events.has(event.slug)) return 'slug-taken';
    this.events.set(event.slug, { ...event });
    return 'created';
  }

  async findById(id: string): Promise<Event | null> {
    const found = this.byId(id);
    return found ? { ...found } : null;
  }

  async update(
    event: Event,
    publicSlug: PublicSlugChoice | null,
    fitsPlaces: (placesTaken: number) => boolean,
    webhookChange?: (saved: Event) => WebhookChange,
    offerRoundDue = false,
  ): Promise<EventUpdateOutcome> {
    const current = this.byId(event.id);
    if (!current) return { outcome: 'not-found' };
    const placesTaken = this.placesTaken.get(event.id) ?? 0;
    if (!fitsPlaces(placesTaken)) return { outcome: 'over-capacity', goingHeadcount: placesTaken };
    const slug = publicSlug ? publicSlug.chooseSlug(this.takenWith(publicSlug.slugPrefix)) : event.slug;
    if (slug !== current.slug && this.events.has(slug)) return { outcome: 'slug-taken' };
    this.events.delete(current.slug);
    const stored = { ...event, slug };
    this.events.set(slug, stored);
    if (webhookChange) this.webhookChanges.push(webhookChange({ ...stored }));
    if (offerRoundDue) this.offerRounds.push(event.id);
    return { outcome: 'updated', event: { ...stored } };
  }

  async delete(id: string): Promise<void> {
    const found = this.byId(id);
    if (found) this.events.delete(found.slug);
    this.deleted.push(id);
  }

  async setInviteCode(id: string, inviteCode: string): Promise<boolean> {
    const found = this.byId(id);
    if (!found) return false;
    this.events.set(found.slug, { ...found, inviteCode });
    return true;
  }

  setPlacesTaken(eventId: string, placesTaken: number): void {
    this.placesTaken.set(eventId, placesTaken);
  }

  /** Every stored event, for assertions. */
  all(): Event[] {
    return [...this.events.values()].map((event) => ({ ...event }));
  }

  private byId(id: string): Event | undefined {
    return [...this.events.values()].find((event) => event.id === id);
  }

  private takenWith(prefix: string): Set<string> {
    return new Set([...this.events.keys()].filter((slug) => slug.startsWith(prefix)));
  }
}
