import { canManageEvent } from '../events/event-policy.js';
import { err, ok, type Result } from '../kernel/result.js';
import {
  ticketAlreadyIssuedError,
  ticketRsvpNotEligibleError,
  ticketSoldOutError,
} from '../tickets/ticket-errors.js';
import {
  canHoldTicket,
  TICKET_TYPES,
  wouldExceedTicketCap,
  type Ticket,
  type TicketType,
} from '../tickets/ticket.js';
import {
  rsvpAlreadyExistsError,
  rsvpCapacityReachedError,
  rsvpNotChangeableError,
  rsvpNotFoundError,
  rsvpNotPendingError,
  rsvpTransitionNotAllowedError,
} from './rsvp-errors.js';
import { headcountOf, isCurrent, placesHeld, stands, type RsvpStatus } from './rsvp-lifecycle.js';
import { REQUESTED_RSVP_STATUS } from './rsvp-initial-status.js';
import { mayMake, transitionBetween, type RsvpActor } from './rsvp-transitions.js';
import type { Rsvp, RsvpAnswer } from './rsvp.js';
import { noticeForChange, type RsvpNoticeDraft } from './rsvp-notices.js';
import { placesLeft } from './capacity.js';

/** What a host decides about a request, and the status it leads to (transitions of that name). */
export const REQUEST_DECISIONS = { approve: 'confirmed', decline: 'declined' } as const satisfies Record<
  string,
  RsvpStatus
>;
export type RequestDecision = keyof typeof REQUEST_DECISIONS;

/** What the places rules read of an event. */
export interface PlacesEvent {
  id: string;
  hostId: string;
  startsAt: Date;
  timeZone: string;
  isDraft: boolean;
  isPublished: boolean;
  maxCapacity: number | null;
  unlimitedSpots: boolean;
  /** RSVPs are requests until the host approves them (ADR 0022). */
  requireApproval: boolean;
}

export type TicketCounts = Readonly<Record<TicketType, number>>;

/** An event's places as stored: its counters, and the RSVPs (with their tickets) a command asked for. */
export interface PlacesSnapshot {
  /** null when there is no such event (or no such RSVP, for a load by RSVP). */
  event: PlacesEvent | null;
  /** The headcount: the places held by the event's RSVPs (rsvp-lifecycle's placesHeld). */
  placesTaken: number;
  ticketsIssued: TicketCounts;
  rsvps: readonly Rsvp[];
  tickets: readonly Ticket[];
}

/** What commands changed: new counter values and the rows to write. */
export interface PlacesChanges {
  placesTaken: number;
  ticketsIssued: TicketCounts;
  insertedRsvps: readonly Rsvp[];
  updatedRsvps: readonly Rsvp[];
  insertedTickets: readonly Ticket[];
  deletedTicketIds: readonly string[];
  /** What the guests are told of these changes (written with them, mailed by jobs). */
  notices: readonly RsvpNoticeDraft[];
}

/** The counters of events with these RSVPs and tickets, from the rows (backfills, seeds, test data). */
export function countPlaces(
  rsvps: readonly Rsvp[],
  tickets: readonly Ticket[],
): Pick<PlacesSnapshot, 'placesTaken' | 'ticketsIssued'> {
  const ticketsIssued = Object.fromEntries(
    TICKET_TYPES.map((type) => [type, tickets.filter((ticket) => ticket.type === type).length]),
  ) as Record<TicketType, number>;
  return { placesTaken: headcountOf(rsvps), ticketsIssued };
}

export const NO_TICKETS: TicketCounts = /* @__PURE__ */ countPlaces([], []).ticketsIssued;

/**
 * One event's places: the aggregate every change of who holds a place goes through. Loaded from a
 * snapshot by an EventPlacesStore, changed by the commands below (each decides alone, from the
 * state the previous ones left), and saved as `changes()`. Counters move with the rows they count,
 * so a capacity or cap check never sums rows.
 */
export class EventPlaces {
  readonly event: PlacesEvent | null;
  private placesTaken: number;
  private readonly ticketsIssued: Record<TicketType, number>;
  private readonly rsvps = new Map<string, Rsvp>();
  private readonly tickets = new Map<string, Ticket>();
  private readonly inserted = new Map<string, Rsvp>();
  private readonly updated = new Map<string, Rsvp>();
  private readonly issued = new Map<string, Ticket>();
  private readonly withdrawn = new Set<string>();
  private readonly notices: RsvpNoticeDraft[] = [];

  constructor(snapshot: PlacesSnapshot) {
    this.event = snapshot.event;
    this.placesTaken = snapshot.placesTaken;
    this.ticketsIssued = { ...snapshot.ticketsIssued };
    for (const rsvp of snapshot.rsvps) this.rsvps.set(rsvp.id, { ...rsvp });
    for (const ticket of snapshot.tickets) this.tickets.set(ticket.rsvpId, { ...ticket });
  }

  get headcount(): number {
    return this.placesTaken;
  }

  /** A loaded RSVP of this event by id. */
  rsvp(rsvpId: string): Rsvp | null {
    const rsvp = this.rsvps.get(rsvpId);
    return rsvp && rsvp.eventId === this.event?.id ? { ...rsvp } : null;
  }

  /** The user's RSVP to this event, when loaded. */
  rsvpOf(userId: string): Rsvp | null {
    for (const rsvp of this.rsvps.values()) {
      if (rsvp.userId === userId && rsvp.eventId === this.event?.id) return { ...rsvp };
    }
    return null;
  }

  /** The user's current RSVP: null when they have none, or withdrew it. */
  currentRsvpOf(userId: string): Rsvp | null {
    const rsvp = this.rsvpOf(userId);
    return rsvp !== null && isCurrent(rsvp) ? rsvp : null;
  }

  /** The roles a signed-in user has towards one RSVP of this event. */
  actorsFor(userId: string, rsvp: Rsvp): RsvpActor[] {
    const actors: RsvpActor[] = [];
    if (this.event && canManageEvent(this.event, { userId })) actors.push('host');
    if (rsvp.userId === userId) actors.push('guest');
    return actors;
  }

  /**
   * The respond transition: a guest's new RSVP, one per user, within the capacity. A guest who
   * withdrew theirs answers again on the same record (respondAgain), as a new answer would.
   */
  respond(rsvp: Rsvp): Result<Rsvp> {
    const previous = rsvp.userId === null ? null : this.rsvpOf(rsvp.userId);
    if (previous !== null && isCurrent(previous)) return err(rsvpAlreadyExistsError());
    if (previous !== null) {
      const transition = transitionBetween(previous.status, rsvp.status);
      if (transition === null || !mayMake(transition, ['guest'])) {
        return err(rsvpTransitionNotAllowedError(previous.status, rsvp.status));
      }
    }
    const next: Rsvp = { ...rsvp, id: previous?.id ?? rsvp.id };
    const gained = placesHeld(next) - (previous === null ? 0 : placesHeld(previous));
    if (!this.fits(gained)) return err(rsvpCapacityReachedError());
    if (previous === null) {
      this.rsvps.set(next.id, { ...next });
      this.inserted.set(next.id, { ...next });
    } else {
      this.write(next);
    }
    this.placesTaken += gained;
    return ok({ ...next });
  }

  /**
   * Moves an RSVP to another status through the transition that leads there, if `actors` may make
   * it. Gaining places needs room; an RSVP that no longer stands loses its ticket.
   */
  moveTo(rsvpId: string, status: RsvpStatus, actors: readonly RsvpActor[]): Result<Rsvp> {
    const rsvp = this.rsvp(rsvpId);
    if (rsvp === null) return err(rsvpNotFoundError());
    if (rsvp.status === status) return ok(rsvp);
    const transition = transitionBetween(rsvp.status, status);
    if (transition === null || !mayMake(transition, actors)) {
      return err(rsvpTransitionNotAllowedError(rsvp.status, status));
    }
    const next: Rsvp = { ...rsvp, status };
    const gained = placesHeld(next) - placesHeld(rsvp);
    if (gained > 0 && !this.fits(gained)) return err(rsvpCapacityReachedError());
    this.write(next);
    this.placesTaken += gained;
    if (!stands(next)) this.withdrawTicket(rsvp.id);
    this.notify(rsvp, noticeForChange(rsvp.status, status));
    return ok(next);
  }

  /**
   * The host approves or declines a request (ADR 0022): approving needs room for the party.
   * Anything but a request is refused (RSVP.NOT_PENDING), except the decision it already has.
   */
  decideRequest(rsvpId: string, decision: RequestDecision): Result<Rsvp> {
    const rsvp = this.rsvp(rsvpId);
    if (rsvp === null) return err(rsvpNotFoundError());
    const status = REQUEST_DECISIONS[decision];
    if (rsvp.status === status) return ok(rsvp);
    if (rsvp.status !== REQUESTED_RSVP_STATUS) return err(rsvpNotPendingError(rsvp.status));
    return this.moveTo(rsvpId, status, ['host']);
  }

  /**
   * The guest changes their answer while the RSVP stands: a larger party needs room, a smaller one
   * (or a move to maybe or can't go) frees its places at once, and an answer that can no longer
   * hold a ticket loses it. The status does not change.
   */
  change(rsvpId: string, answer: RsvpAnswer): Result<Rsvp> {
    const rsvp = this.rsvp(rsvpId);
    if (rsvp === null) return err(rsvpNotFoundError());
    if (!stands(rsvp)) return err(rsvpNotChangeableError(rsvp.status));
    const next: Rsvp = { ...rsvp, ...answer };
    const gained = placesHeld(next) - placesHeld(rsvp);
    if (gained > 0 && !this.fits(gained)) return err(rsvpCapacityReachedError());
    this.write(next);
    this.placesTaken += gained;
    if (!canHoldTicket(next)) this.withdrawTicket(rsvp.id);
    return ok({ ...next });
  }

  /** Issues a ticket to an RSVP of this event that may hold one, within its type's cap. */
  issueTicket(ticket: Ticket): Result<Ticket> {
    const rsvp = this.rsvp(ticket.rsvpId);
    if (rsvp === null || rsvp.eventId !== ticket.eventId) return err(rsvpNotFoundError());
    if (!canHoldTicket(rsvp)) return err(ticketRsvpNotEligibleError());
    if (this.tickets.has(rsvp.id)) return err(ticketAlreadyIssuedError());
    if (wouldExceedTicketCap(ticket.type, this.ticketsIssued[ticket.type])) {
      return err(ticketSoldOutError(ticket.type));
    }
    this.tickets.set(rsvp.id, { ...ticket });
    this.issued.set(ticket.id, { ...ticket });
    this.ticketsIssued[ticket.type] += 1;
    return ok({ ...ticket });
  }

  /** What the commands so far changed; null when nothing. */
  changes(): PlacesChanges | null {
    if (this.inserted.size + this.updated.size + this.issued.size + this.withdrawn.size === 0) return null;
    // Every notice comes with the change of an RSVP, so there are no notices without changes.
    return {
      placesTaken: this.placesTaken,
      ticketsIssued: { ...this.ticketsIssued },
      insertedRsvps: [...this.inserted.values()],
      updatedRsvps: [...this.updated.values()],
      insertedTickets: [...this.issued.values()],
      deletedTicketIds: [...this.withdrawn],
      notices: [...this.notices],
    };
  }

  private fits(places: number): boolean {
    const left = this.event === null ? null : placesLeft(this.event, this.placesTaken);
    return places <= 0 || left === null || places <= left;
  }

  private write(rsvp: Rsvp): void {
    this.rsvps.set(rsvp.id, { ...rsvp });
    // An RSVP inserted by an earlier command of the same save is still an insert.
    if (this.inserted.has(rsvp.id)) this.inserted.set(rsvp.id, { ...rsvp });
    else this.updated.set(rsvp.id, { ...rsvp });
  }

  private notify(rsvp: Rsvp, kind: RsvpNoticeDraft['kind'] | null): void {
    if (kind === null || rsvp.userId === null || this.event === null) return;
    this.notices.push({ rsvpId: rsvp.id, userId: rsvp.userId, eventId: this.event.id, kind });
  }

  private withdrawTicket(rsvpId: string): void {
    const ticket = this.tickets.get(rsvpId);
    if (!ticket) return;
    this.tickets.delete(rsvpId);
    this.ticketsIssued[ticket.type] -= 1;
    if (this.issued.has(ticket.id)) this.issued.delete(ticket.id);
    else this.withdrawn.add(ticket.id);
  }
}
