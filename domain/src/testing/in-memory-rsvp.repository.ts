import { err, ok, type Result } from '../kernel/result.js';
import { isReinstatingGoing, wouldExceedCapacity } from '../rsvps/rsvp-capacity.js';
import { rsvpAlreadyExistsError, rsvpCapacityReachedError } from '../rsvps/rsvp-errors.js';
import { whosGoingHeadcount } from '../rsvps/rsvp-guests.js';
import type { Rsvp, RsvpStatus } from '../rsvps/rsvp.js';
import type { Ticket } from '../tickets/ticket.js';
import type { RsvpEvent, RsvpRepository } from '../rsvps/rsvp.repository.port.js';

/**
 * RsvpRepository with the uniqueness and capacity rules the PostgreSQL adapter enforces. It also
 * keeps the events' tickets (InMemoryTicketRepository works on them), as declining deletes one.
 */
export class InMemoryRsvpRepository implements RsvpRepository {
  private readonly events = new Map<string, RsvpEvent & { slug: string }>();
  private readonly rsvps = new Map<string, Rsvp>();
  readonly tickets = new Map<string, Ticket>();

  constructor(events: readonly (RsvpEvent & { slug: string })[] = [], rsvps: readonly Rsvp[] = []) {
    for (const event of events) this.events.set(event.id, { ...event });
    for (const rsvp of rsvps) this.rsvps.set(rsvp.id, { ...rsvp });
  }

  async findEventBySlug(slug: string): Promise<RsvpEvent | null> {
    const event = [...this.events.values()].find((candidate) => candidate.slug === slug);
    if (!event) return null;
    const { slug: _slug, ...rest } = event;
    return rest;
  }

  async createWithinCapacity(rsvp: Rsvp, seen: RsvpEvent): Promise<Result<Rsvp>> {
    const ofEvent = this.all().filter((other) => other.eventId === rsvp.eventId);
    if (rsvp.userId !== null && ofEvent.some((other) => other.userId === rsvp.userId)) {
      return err(rsvpAlreadyExistsError());
    }
    // Like the PostgreSQL adapter: the stored capacity counts, not the one the caller read.
    const event = this.events.get(seen.id);
    if (!event) throw new Error(`No event ${seen.id}: RSVPs reference an existing event.`);
    if (wouldExceedCapacity(event, whosGoingHeadcount(ofEvent), rsvp)) return err(rsvpCapacityReachedError());
    this.rsvps.set(rsvp.id, { ...rsvp });
    return ok({ ...rsvp });
  }

  async findWithEventHost(rsvpId: string): Promise<{ rsvp: Rsvp; eventHostId: string } | null> {
    const rsvp = this.rsvps.get(rsvpId);
    if (!rsvp) return null;
    return { rsvp: { ...rsvp }, eventHostId: this.events.get(rsvp.eventId)!.hostId };
  }

  async updateStatus(seen: Rsvp, status: RsvpStatus): Promise<Result<void>> {
    const rsvp = this.rsvps.get(seen.id);
    if (!rsvp) return ok(undefined);
    if (isReinstatingGoing(rsvp, status)) {
      const ofEvent = this.all().filter((other) => other.eventId === rsvp.eventId);
      if (wouldExceedCapacity(this.events.get(rsvp.eventId)!, whosGoingHeadcount(ofEvent), rsvp)) {
        return err(rsvpCapacityReachedError());
      }
    }
    rsvp.status = status;
    if (status === 'declined') {
      for (const ticket of this.tickets.values())
        if (ticket.rsvpId === rsvp.id) this.tickets.delete(ticket.id);
    }
    return ok(undefined);
  }

  event(eventId: string): RsvpEvent | undefined {
    return this.events.get(eventId);
  }

  rsvp(rsvpId: string): Rsvp | undefined {
    const rsvp = this.rsvps.get(rsvpId);
    return rsvp && { ...rsvp };
  }

  /** Every stored RSVP, for assertions. */
  all(): Rsvp[] {
    return [...this.rsvps.values()].map((rsvp) => ({ ...rsvp }));
  }
}
