import { doorTicketOf, ticketVersionAfter, type DoorTicket } from '../door/door-ticket.js';
import { canManageEvent, type GateViewer } from '../events/event-policy.js';
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
  rsvpNotReconfirmableError,
  rsvpTransitionNotAllowedError,
} from './rsvp-errors.js';
import { headcountOf, isCurrent, placesHeld, stands, type RsvpStatus } from './rsvp-lifecycle.js';
import { REQUESTED_RSVP_STATUS } from './rsvp-initial-status.js';
import { mayMake, transitionBetween, type RsvpActor } from './rsvp-transitions.js';
import type { Rsvp, RsvpAnswer } from './rsvp.js';
import { noticeForChange, type RsvpNoticeDraft } from './rsvp-notices.js';
import {
  offerRoundHasPlaces,
  offersToWaiting,
  placesLeft,
  placesOpenToNew,
  waitlistOpen,
} from './capacity.js';
import {
  invitationClosedError,
  invitationNotFoundError,
  invitationsNotAllowedError,
  invitationsToMake,
  liveInvitations,
  mayInvite,
  ownInvitationError,
  type InvitationState,
  type PlusOneInvitation,
} from './invitations.js';
import { INITIAL_RSVP_STATUS } from './rsvp-initial-status.js';
import { mayReconfirm, reconfirmationTimes, releasedAtDeadline } from './reconfirmation.js';
import {
  notWaitingError,
  offerDeadline,
  offerExpiredError,
  isOnWaitlist,
  offerLive,
  offerNotFoundError,
  partiesToOffer,
  partySize,
  waitlistClosedError,
  waitlistNoRoomError,
  type OfferOutcome,
  type WaitlistOffer,
} from './waitlist.js';

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
  /** Invite only, and the code of its link (ADR 0038): what the gate reads besides the above. */
  isPrivate: boolean;
  inviteCode: string | null;
  maxCapacity: number | null;
  unlimitedSpots: boolean;
  /** RSVPs are requests until the host approves them (ADR 0022). */
  requireApproval: boolean;
  /** The host's waitlist switch (ADR 0027). */
  waitlist: boolean;
  /** How long a waitlist offer lasts at most. */
  waitlistOfferHours: number;
  /** Day-of reconfirmation (ADR 0028). */
  reconfirm: boolean;
  reconfirmAskHours: number;
  reconfirmDeadlineHours: number;
  /** A guest's plus-ones are links friends may claim (issue 20 §5, ADR 0029). */
  allowGuestInvites: boolean;
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
  /** The parties on the waitlist (RSVPs waitlisted). */
  partiesWaiting: number;
  /** The open offers of the loaded RSVPs, and those a command named (absent: none). */
  offers?: readonly WaitlistOffer[];
  /**
   * The waiting parties an offer round may pick from (waitlist.candidatesOfSize of each size, or
   * more), when the command asked for them; else null or absent.
   */
  waitingParties?: readonly Rsvp[] | null;
  /**
   * The open +1 links of the loaded RSVPs, and those a command named (with their inviters' RSVPs);
   * absent: none.
   */
  invitations?: readonly PlusOneInvitation[];
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
  partiesWaiting: number;
  insertedOffers: readonly WaitlistOffer[];
  /** Offers that got their outcome. */
  decidedOffers: readonly WaitlistOffer[];
  /** Places were freed (or a party joined) while parties wait: an offer round is due (a job). */
  offerRoundDue: boolean;
  insertedInvitations: readonly PlusOneInvitation[];
  /** Invitations claimed or withdrawn. */
  updatedInvitations: readonly PlusOneInvitation[];
}

/** The counters of events with these RSVPs and tickets, from the rows (backfills, seeds, test data). */
export function countPlaces(
  rsvps: readonly Rsvp[],
  tickets: readonly Ticket[],
): Pick<PlacesSnapshot, 'placesTaken' | 'ticketsIssued' | 'partiesWaiting'> {
  const ticketsIssued = Object.fromEntries(
    TICKET_TYPES.map((type) => [type, tickets.filter((ticket) => ticket.type === type).length]),
  ) as Record<TicketType, number>;
  return { placesTaken: headcountOf(rsvps), ticketsIssued, partiesWaiting: partiesWaitingIn(rsvps) };
}

/** The parties on the waitlist among these RSVPs. */
export function partiesWaitingIn(rsvps: readonly { status: RsvpStatus }[]): number {
  return rsvps.filter((rsvp) => rsvp.status === WAITLISTED).length;
}

const WAITLISTED = 'waitlisted' satisfies RsvpStatus;
const OFFERED = 'offered' satisfies RsvpStatus;

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
  private partiesWaiting: number;
  private readonly offers = new Map<string, WaitlistOffer>();
  private readonly offered = new Map<string, WaitlistOffer>();
  private readonly decided = new Map<string, WaitlistOffer>();
  private readonly waitingParties: readonly string[] | null;
  /** The places free when the waiting parties were loaded: the most a round may offer from them. */
  private readonly loadedFree: number;
  private roundDue = false;
  private readonly invitations = new Map<string, PlusOneInvitation>();
  private readonly invited = new Map<string, PlusOneInvitation>();
  private readonly invitationsChanged = new Map<string, PlusOneInvitation>();
  /** The loaded RSVPs' door tickets as loaded: a save that changes one gives it a new version. */
  private readonly loadedDoorTickets = new Map<string, DoorTicket | null>();
  /** RSVPs whose issued ticket this save issued or withdrew. */
  private readonly ticketChanged = new Set<string>();

  constructor(snapshot: PlacesSnapshot) {
    this.event = snapshot.event;
    this.placesTaken = snapshot.placesTaken;
    this.ticketsIssued = { ...snapshot.ticketsIssued };
    this.partiesWaiting = snapshot.partiesWaiting;
    for (const rsvp of snapshot.rsvps) this.rsvps.set(rsvp.id, { ...rsvp });
    for (const ticket of snapshot.tickets) this.tickets.set(ticket.rsvpId, { ...ticket });
    for (const rsvp of snapshot.rsvps) this.loadedDoorTickets.set(rsvp.id, this.doorTicket(rsvp));
    for (const offer of snapshot.offers ?? []) this.offers.set(offer.id, { ...offer });
    for (const rsvp of snapshot.waitingParties ?? []) this.rsvps.set(rsvp.id, { ...rsvp });
    for (const invitation of snapshot.invitations ?? [])
      this.invitations.set(invitation.id, { ...invitation });
    this.waitingParties = snapshot.waitingParties?.map((rsvp) => rsvp.id) ?? null;
    this.loadedFree =
      snapshot.event === null ? 0 : (placesLeft(snapshot.event, snapshot.placesTaken) ?? Infinity);
  }

  /** The parties on the waitlist. */
  get waiting(): number {
    return this.partiesWaiting;
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

  /**
   * The user as the event's gate sees them (event-access.ts): with their RSVP to this event when
   * loaded, and the invite code they present, if any.
   */
  viewer(userId: string | null, inviteCode: string | null = null): GateViewer {
    const rsvp = userId === null ? null : this.rsvpOf(userId);
    return { userId, rsvp: rsvp && { response: rsvp.response, status: rsvp.status }, inviteCode };
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
    // Answering again continues the record, and its ticket's versions (earlier ones stay revoked).
    const next: Rsvp =
      previous === null ? rsvp : { ...rsvp, id: previous.id, ticketVersion: previous.ticketVersion };
    const gained = placesHeld(next) - (previous === null ? 0 : placesHeld(previous));
    if (!this.fitsNew(gained)) return err(this.fullError());
    if (previous === null) {
      this.rsvps.set(next.id, { ...next });
      this.inserted.set(next.id, { ...next });
    } else {
      this.write(next);
    }
    this.placesTaken += gained;
    if (next.status === WAITLISTED) this.partiesWaiting += 1;
    return ok({ ...next });
  }

  /**
   * A guest joins the full event's waitlist with their party (the joinWaitlist transition, or
   * joinWaitlistAgain after a cancellation): at its end, holding nothing. If places are free when
   * they join, the next offer round offers them at once.
   */
  joinWaitlist(rsvp: Rsvp): Result<Rsvp> {
    if (this.event === null || !waitlistOpen(this.event)) return err(waitlistClosedError());
    const joined = this.respond({ ...rsvp, status: WAITLISTED, response: 'going' });
    if (joined.ok) this.roundDue = true;
    return joined;
  }

  /**
   * The guest leaves the waitlist (leaveWaitlist); with an open offer, that declines it and its
   * places pass on.
   */
  leaveWaitlist(userId: string, now: Date): Result<Rsvp> {
    const rsvp = this.currentRsvpOf(userId);
    if (rsvp === null || !isOnWaitlist(rsvp)) return err(notWaitingError());
    const offer = this.openOfferOf(rsvp.id);
    if (offer !== null) return this.endOffer(offer, 'declined', now, ['guest']);
    return this.moveTo(rsvp.id, 'cancelled', ['guest']);
  }

  /**
   * An offer round (the system's offer transition): the places free now go to the waiting parties
   * partiesToOffer picks, each offer holding its party's places until its deadline. Needs the
   * waiting parties loaded; walks no more places than were free when they were (places freed since
   * by this save make another round due). `offerId(i)` is the id of the i-th offer.
   */
  offerPlaces(offerId: (index: number) => string, now: Date): WaitlistOffer[] {
    if (this.waitingParties === null) throw new Error('An offer round needs the waiting parties loaded');
    if (this.event === null || !offersToWaiting(this.event)) return [];
    const waiting = this.waitingParties
      .map((id) => this.rsvps.get(id)!)
      .filter((r) => r.status === WAITLISTED);
    const free = Math.min(placesLeft(this.event, this.placesTaken) ?? Infinity, this.loadedFree);
    const made: WaitlistOffer[] = [];
    for (const party of partiesToOffer(free, waiting)) {
      const offer = this.makeOffer(party, offerId(made.length), now);
      if (offer.ok) made.push(offer.value);
    }
    return made;
  }

  /**
   * The host offers places to one waiting party out of turn (say, friends of the night): the
   * round's offer, if the whole party fits in the places free now.
   */
  offerTo(rsvpId: string, offerId: string, now: Date): Result<WaitlistOffer> {
    const rsvp = this.rsvp(rsvpId);
    if (rsvp === null || rsvp.status !== WAITLISTED) return err(notWaitingError());
    return this.makeOffer(rsvp, offerId, now);
  }

  /** The guest accepts their live offer (accept): the RSVP stands on the places the offer held. */
  acceptOffer(offerId: string, userId: string, now: Date): Result<Rsvp> {
    const offer = this.guestOffer(offerId, userId);
    if (!offer.ok) return offer;
    if (!offerLive(offer.value, now)) return err(offerExpiredError());
    const accepted = this.moveTo(offer.value.rsvpId, 'confirmed', ['guest']);
    if (accepted.ok) this.decide(offer.value, 'accepted', now);
    return accepted;
  }

  /** The guest declines their offer: they leave the waitlist and the places pass on. */
  declineOffer(offerId: string, userId: string, now: Date): Result<Rsvp> {
    const offer = this.guestOffer(offerId, userId);
    if (!offer.ok) return offer;
    return this.endOffer(offer.value, 'declined', now, ['guest']);
  }

  /** Lets the loaded offers whose deadline passed lapse: the party leaves, the places pass on. */
  expireOffers(now: Date): WaitlistOffer[] {
    const lapsed = [...this.offers.values()].filter(
      (offer) => offer.outcome === null && !offerLive(offer, now) && offer.eventId === this.event?.id,
    );
    for (const offer of lapsed) this.endOffer(offer, 'expired', now, ['system']);
    return lapsed;
  }

  /**
   * The guest says they are still coming (ADR 0028): allowed from the question until the
   * deadline, to a guest who was asked; answering twice keeps the first time.
   */
  reconfirm(userId: string, now: Date): Result<Rsvp> {
    const rsvp = this.currentRsvpOf(userId);
    if (rsvp === null || this.event === null) return err(rsvpNotFoundError());
    if (rsvp.reconfirmedAt !== null) return ok(rsvp);
    if (!mayReconfirm(this.event, rsvp, now)) return err(rsvpNotReconfirmableError());
    const next = { ...rsvp, reconfirmedAt: now };
    this.write(next);
    return ok({ ...next });
  }

  /**
   * At the reconfirmation deadline, the system releases the places of the loaded guests who were
   * asked and did not reconfirm (the cancel transition): each is told, and the places pass to
   * the waitlist. Nothing before the deadline, or after the start.
   */
  releaseUnreconfirmed(now: Date): Rsvp[] {
    const times = this.event === null ? null : reconfirmationTimes(this.event);
    if (times === null || now.getTime() < times.deadline.getTime()) return [];
    if (now.getTime() >= this.event!.startsAt.getTime()) return [];
    const released: Rsvp[] = [];
    for (const rsvp of this.rsvps.values()) {
      if (rsvp.eventId !== this.event!.id || !releasedAtDeadline(rsvp, times.askAt)) continue;
      const moved = this.moveTo(rsvp.id, 'cancelled', ['system']);
      if (!moved.ok) continue;
      this.notify(rsvp, 'reconfirm.released');
      released.push(moved.value);
    }
    return released;
  }

  /**
   * The guest's links for their plus-ones (issue 20 §5): makes those the plus-ones lack and answers
   * the live ones, oldest first. `newInvitation(i)` is the i-th new link's id and code.
   */
  inviteFriends(
    userId: string,
    newInvitation: (index: number) => { id: string; code: string },
    now: Date,
  ): Result<PlusOneInvitation[]> {
    const inviter = this.currentRsvpOf(userId);
    if (inviter === null || this.event === null) return err(rsvpNotFoundError());
    if (!mayInvite(this.event, inviter)) return err(invitationsNotAllowedError());
    const missing = invitationsToMake(this.event, inviter, [...this.invitations.values()]);
    for (let i = 0; i < missing; i += 1) {
      const invitation: PlusOneInvitation = {
        ...newInvitation(i),
        eventId: this.event.id,
        rsvpId: inviter.id,
        createdAt: now,
        claimedRsvpId: null,
        claimedAt: null,
        withdrawnAt: null,
      };
      this.invitations.set(invitation.id, invitation);
      this.invited.set(invitation.id, { ...invitation });
    }
    return ok(liveInvitations(this.event, inviter, [...this.invitations.values()]));
  }

  /**
   * The inviter withdraws an unclaimed link: it stops working at once (the plus-one stays, with a
   * new link the next time the guest's links are made). A claimed one belongs to the claimant.
   */
  withdrawInvitation(invitationId: string, userId: string, now: Date): Result<PlusOneInvitation> {
    const invitation = this.invitations.get(invitationId);
    const inviter = invitation && this.rsvp(invitation.rsvpId);
    if (!invitation || !inviter || inviter.userId !== userId) return err(invitationNotFoundError());
    if (invitation.claimedAt !== null) return err(invitationClosedError());
    if (invitation.withdrawnAt !== null) return ok({ ...invitation });
    return ok(this.writeInvitation({ ...invitation, withdrawnAt: now }));
  }

  /**
   * A friend claims a live link (the claim transition): the place becomes their own RSVP, going
   * and confirmed in the inviter's party, and the inviter's plus-ones go down by one, so no place
   * moves. A friend with a current RSVP to the event already has their place.
   */
  claimInvitation(code: string, claimant: Rsvp, now: Date): Result<Rsvp> {
    const invitation = [...this.invitations.values()].find((i) => i.code === code);
    const inviter = invitation && this.rsvp(invitation.rsvpId);
    if (!invitation || !inviter || this.event === null) return err(invitationNotFoundError());
    if (inviter.userId === claimant.userId) return err(ownInvitationError());
    const live = liveInvitations(this.event, inviter, [...this.invitations.values()]);
    if (!live.some((i) => i.id === invitation.id)) return err(invitationClosedError());
    const previous = claimant.userId === null ? null : this.rsvpOf(claimant.userId);
    if (previous !== null && isCurrent(previous)) return err(rsvpAlreadyExistsError());
    const claimed: Rsvp = {
      ...claimant,
      id: previous?.id ?? claimant.id,
      ticketVersion: previous?.ticketVersion ?? claimant.ticketVersion,
      response: 'going',
      plusOnes: 0,
      status: INITIAL_RSVP_STATUS,
    };
    this.write({ ...inviter, plusOnes: inviter.plusOnes - 1 });
    if (previous === null) {
      this.rsvps.set(claimed.id, { ...claimed });
      this.inserted.set(claimed.id, { ...claimed });
    } else {
      this.write(claimed);
    }
    this.writeInvitation({ ...invitation, claimedRsvpId: claimed.id, claimedAt: now });
    return ok({ ...claimed });
  }

  /** A loaded invitation by its link's code. */
  invitationByCode(code: string): PlusOneInvitation | null {
    const invitation = [...this.invitations.values()].find((i) => i.code === code);
    return invitation ? { ...invitation } : null;
  }

  /** Whether a loaded link may be claimed now, was claimed, or is closed (withdrawn, or its +1 gone). */
  invitationState(invitation: PlusOneInvitation): InvitationState {
    if (invitation.claimedAt !== null) return 'claimed';
    const inviter = this.rsvp(invitation.rsvpId);
    if (inviter === null || this.event === null) return 'closed';
    const live = liveInvitations(this.event, inviter, [...this.invitations.values()]);
    return live.some((i) => i.id === invitation.id) ? 'open' : 'closed';
  }

  /** The RSVP's open offer, if loaded. */
  openOfferOf(rsvpId: string): WaitlistOffer | null {
    for (const offer of this.offers.values()) {
      if (offer.rsvpId === rsvpId && offer.outcome === null) return { ...offer };
    }
    return null;
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
    this.take(gained);
    this.partiesWaiting += (status === WAITLISTED ? 1 : 0) - (rsvp.status === WAITLISTED ? 1 : 0);
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
    if (gained > 0 && !this.fitsNew(gained)) return err(this.fullError());
    this.write(next);
    this.take(gained);
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
    this.ticketChanged.add(rsvp.id);
    this.ticketsIssued[ticket.type] += 1;
    return ok({ ...ticket });
  }

  /** What the commands so far changed; null when nothing. */
  changes(): PlacesChanges | null {
    const rows = this.inserted.size + this.updated.size + this.issued.size + this.withdrawn.size;
    if (rows + this.invited.size + this.invitationsChanged.size === 0) return null;
    // Every notice and offer comes with the change of an RSVP, so there are none without changes.
    return {
      placesTaken: this.placesTaken,
      ticketsIssued: { ...this.ticketsIssued },
      insertedRsvps: [...this.inserted.values()],
      updatedRsvps: this.updatedWithTicketVersions(),
      insertedTickets: [...this.issued.values()],
      deletedTicketIds: [...this.withdrawn],
      notices: [...this.notices],
      partiesWaiting: this.partiesWaiting,
      insertedOffers: [...this.offered.values()],
      decidedOffers: [...this.decided.values()],
      offerRoundDue:
        this.roundDue &&
        this.event !== null &&
        offerRoundHasPlaces(this.event, this.placesTaken, this.partiesWaiting),
      insertedInvitations: [...this.invited.values()],
      updatedInvitations: [...this.invitationsChanged.values()],
    };
  }

  /**
   * The updated RSVPs, and those whose issued ticket changed, each with its door ticket's version
   * after this save (door-ticket's ticketVersionAfter): a ticket taken away or changed is reissued.
   */
  private updatedWithTicketVersions(): Rsvp[] {
    const rows = new Map(this.updated);
    for (const rsvpId of this.ticketChanged) {
      if (!this.inserted.has(rsvpId) && !rows.has(rsvpId)) rows.set(rsvpId, this.rsvps.get(rsvpId)!);
    }
    return [...rows.values()].map((rsvp) => {
      const version = ticketVersionAfter(this.loadedDoorTickets.get(rsvp.id) ?? null, this.doorTicket(rsvp));
      return { ...rsvp, ticketVersion: version ?? rsvp.ticketVersion };
    });
  }

  private doorTicket(rsvp: Rsvp): DoorTicket | null {
    return doorTicketOf(rsvp, this.tickets.get(rsvp.id) ?? null);
  }

  /** Room for places gained by the host's or the system's doing: the places left. */
  private fits(places: number): boolean {
    const left = this.event === null ? null : placesLeft(this.event, this.placesTaken);
    return places <= 0 || left === null || places <= left;
  }

  /** Room for places a guest's own answer gains: none while parties wait (waitlist.placesOpenToNew). */
  private fitsNew(places: number): boolean {
    const left =
      this.event === null ? null : placesOpenToNew(this.event, this.placesTaken, this.partiesWaiting);
    return places <= 0 || left === null || places <= left;
  }

  /** The event is full to a guest's answer: with a waitlist to join, when it has one. */
  private fullError() {
    return rsvpCapacityReachedError(this.event !== null && waitlistOpen(this.event));
  }

  /** Moves the headcount; places freed while parties wait make an offer round due. */
  private take(places: number): void {
    this.placesTaken += places;
    if (places < 0) this.roundDue = true;
  }

  private makeOffer(party: Rsvp, offerId: string, now: Date): Result<WaitlistOffer> {
    if (this.event === null) return err(rsvpNotFoundError());
    if (!this.fits(partySize(party))) return err(waitlistNoRoomError());
    const moved = this.moveTo(party.id, OFFERED, ['system']);
    if (!moved.ok) return moved;
    const offer: WaitlistOffer = {
      id: offerId,
      eventId: this.event.id,
      rsvpId: party.id,
      places: partySize(party),
      offeredAt: now,
      expiresAt: offerDeadline(now, this.event.startsAt, this.event.waitlistOfferHours),
      outcome: null,
      decidedAt: null,
    };
    this.offers.set(offer.id, { ...offer });
    this.offered.set(offer.id, { ...offer });
    this.notify(party, 'waitlist.offered', offer.id);
    return ok({ ...offer });
  }

  /** The guest's own open offer by id: another's, or an unknown one, is not found. */
  private guestOffer(offerId: string, userId: string): Result<WaitlistOffer> {
    const offer = this.offers.get(offerId);
    const rsvp = offer && this.rsvp(offer.rsvpId);
    if (!offer || !rsvp || rsvp.userId !== userId) return err(offerNotFoundError());
    if (offer.outcome === 'expired') return err(offerExpiredError());
    if (offer.outcome !== null) return err(offerNotFoundError());
    return ok({ ...offer });
  }

  /** Ends an open offer without taking it: the party leaves the waitlist, its places pass on. */
  private endOffer(
    offer: WaitlistOffer,
    outcome: 'declined' | 'expired',
    now: Date,
    actors: readonly RsvpActor[],
  ): Result<Rsvp> {
    const left = this.moveTo(offer.rsvpId, 'cancelled', actors);
    if (!left.ok) return left;
    this.decide(offer, outcome, now);
    if (outcome === 'expired') this.notify(left.value, 'waitlist.expired', offer.id);
    return left;
  }

  private decide(offer: WaitlistOffer, outcome: OfferOutcome, now: Date): void {
    const decided = { ...offer, outcome, decidedAt: now };
    this.offers.set(offer.id, decided);
    // An offer made by an earlier command of the same save is still an insert.
    if (this.offered.has(offer.id)) this.offered.set(offer.id, decided);
    else this.decided.set(offer.id, decided);
  }

  private writeInvitation(invitation: PlusOneInvitation): PlusOneInvitation {
    this.invitations.set(invitation.id, { ...invitation });
    // One made by an earlier command of the same save is still an insert.
    if (this.invited.has(invitation.id)) this.invited.set(invitation.id, { ...invitation });
    else this.invitationsChanged.set(invitation.id, { ...invitation });
    return { ...invitation };
  }

  private write(rsvp: Rsvp): void {
    this.rsvps.set(rsvp.id, { ...rsvp });
    // An RSVP inserted by an earlier command of the same save is still an insert.
    if (this.inserted.has(rsvp.id)) this.inserted.set(rsvp.id, { ...rsvp });
    else this.updated.set(rsvp.id, { ...rsvp });
  }

  private notify(rsvp: Rsvp, kind: RsvpNoticeDraft['kind'] | null, offerId?: string): void {
    if (kind === null || rsvp.userId === null || this.event === null) return;
    this.notices.push({
      rsvpId: rsvp.id,
      userId: rsvp.userId,
      eventId: this.event.id,
      kind,
      ...(offerId === undefined ? {} : { offerId }),
    });
  }

  private withdrawTicket(rsvpId: string): void {
    const ticket = this.tickets.get(rsvpId);
    if (!ticket) return;
    this.tickets.delete(rsvpId);
    this.ticketChanged.add(rsvpId);
    this.ticketsIssued[ticket.type] -= 1;
    if (this.issued.has(ticket.id)) this.issued.delete(ticket.id);
    else this.withdrawn.add(ticket.id);
  }
}
