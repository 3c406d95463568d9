import type { Result } from '../kernel/result.js';
import type { Rsvp, RsvpStatus } from './rsvp.js';

/** What RSVP rules need to know about an event. */
export interface RsvpEvent {
  id: string;
  hostId: string;
  startsAt: Date;
  timeZone: string;
  isDraft: boolean;
  isPublished: boolean;
  maxCapacity: number | null;
  unlimitedSpots: boolean;
}

export interface RsvpRepository {
  findEventBySlug(slug: string): Promise<RsvpEvent | null>;

  /**
   * Inserts the RSVP if the user has none for this event (else RSVP.ALREADY_EXISTS) and, when
   * the event as the caller read it `isCapacityLimited`, only if `wouldExceedCapacity` allows it
   * against the event's current going headcount and capacity (else RSVP.CAPACITY_REACHED). The
   * checks and the insert are atomic with respect to other RSVPs of the same event, so
   * concurrent RSVPs never overbook.
   */
  createWithinCapacity(rsvp: Rsvp, event: RsvpEvent): Promise<Result<Rsvp>>;

  /** The RSVP with the host of its event, or null when there is no such RSVP. */
  findWithEventHost(rsvpId: string): Promise<{ rsvp: Rsvp; eventHostId: string } | null>;

  /**
   * Sets the RSVP's status, atomically with respect to the event's other RSVPs and tickets
   * (ADR 0015): when `isReinstatingGoing(rsvp, status)`, only if `wouldExceedCapacity` allows the
   * RSVP against the current going headcount (else RSVP.CAPACITY_REACHED); declining deletes the
   * RSVP's ticket, if any, which frees its slot. `rsvp` is the RSVP as the caller read it.
   */
  updateStatus(rsvp: Rsvp, status: RsvpStatus): Promise<Result<void>>;
}
