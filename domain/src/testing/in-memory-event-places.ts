import {
  countPlaces,
  EventPlaces,
  NO_TICKETS,
  type PlacesChanges,
  type PlacesEvent,
  type TicketCounts,
} from '../rsvps/event-places.js';
import type { EventPlacesStore, PlacesRef, PlacesSubjects } from '../rsvps/event-places.port.js';
import type { Rsvp } from '../rsvps/rsvp.js';
import type { RsvpNoticeDraft } from '../rsvps/rsvp-notices.js';
import type { Ticket } from '../tickets/ticket.js';
import type { WaitlistOffer } from '../rsvps/waitlist.js';
import type { PlusOneInvitation } from '../rsvps/invitations.js';

type Counters = { placesTaken: number; ticketsIssued: TicketCounts; partiesWaiting: number };

/**
 * EventPlacesStore over maps: it loads what a command asks for and writes what the command
 * changed, nothing more (every rule is EventPlaces'). Each update is atomic: nothing awaits inside.
 */
export class InMemoryEventPlaces implements EventPlacesStore {
  private readonly events = new Map<string, PlacesEvent & { slug: string }>();
  private readonly rsvps = new Map<string, Rsvp>();
  private readonly tickets = new Map<string, Ticket>();
  private readonly counters = new Map<string, Counters>();
  private readonly offers = new Map<string, WaitlistOffer>();
  private readonly invitations = new Map<string, PlusOneInvitation>();
  /** Saves that wrote something, for assertions. */
  saves = 0;
  /** Every notice written, in order (the store gives each its id and time). */
  readonly notices: (RsvpNoticeDraft & { id: string })[] = [];

  /** Seeds events with their RSVPs and tickets; their counters are counted from those rows. */
  constructor(
    events: readonly (PlacesEvent & { slug: string })[] = [],
    rsvps: readonly Rsvp[] = [],
    tickets: readonly Ticket[] = [],
  ) {
    for (const rsvp of rsvps) this.rsvps.set(rsvp.id, { ...rsvp });
    for (const ticket of tickets) this.tickets.set(ticket.id, { ...ticket });
    for (const event of events) {
      this.events.set(event.id, { ...event });
      this.counters.set(
        event.id,
        countPlaces(
          rsvps.filter((rsvp) => rsvp.eventId === event.id),
          tickets.filter((ticket) => ticket.eventId === event.id),
        ),
      );
    }
  }

  async update<T>(ref: PlacesRef, subjects: PlacesSubjects, command: (places: EventPlaces) => T): Promise<T> {
    const event = this.find(ref);
    const named = [...this.offers.values()].filter((offer) => subjects.offerIds?.includes(offer.id));
    const namedInvitations = [...this.invitations.values()].filter(
      (i) => subjects.invitationCodes?.includes(i.code) || subjects.invitationIds?.includes(i.id),
    );
    const loaded = [...this.rsvps.values()].filter(
      (rsvp) =>
        (rsvp.eventId === event?.id && rsvp.userId !== null && subjects.userIds?.includes(rsvp.userId)) ||
        subjects.rsvpIds?.includes(rsvp.id) ||
        named.some((offer) => offer.rsvpId === rsvp.id) ||
        namedInvitations.some((invitation) => invitation.rsvpId === rsvp.id) ||
        // Every RSVP of the event: more than a reconfirmation deadline needs.
        (subjects.unreconfirmed === true && rsvp.eventId === event?.id),
    );
    const loadedIds = new Set(loaded.map((rsvp) => rsvp.id));
    const offers = [...this.offers.values()].filter(
      (offer) => named.includes(offer) || (loadedIds.has(offer.rsvpId) && offer.outcome === null),
    );
    const places = new EventPlaces({
      event: event ? this.placesEvent(event) : null,
      ...(event
        ? this.counters.get(event.id)!
        : { placesTaken: 0, ticketsIssued: NO_TICKETS, partiesWaiting: 0 }),
      rsvps: loaded,
      tickets: [...this.tickets.values()].filter((ticket) => loadedIds.has(ticket.rsvpId)),
      offers,
      invitations: [...this.invitations.values()].filter(
        (i) =>
          namedInvitations.includes(i) ||
          (loadedIds.has(i.rsvpId) && i.claimedAt === null && i.withdrawnAt === null),
      ),
      // Every waiting party: more than an offer round needs, which it may be given.
      waitingParties: subjects.waitingParties
        ? [...this.rsvps.values()].filter(
            (rsvp) => rsvp.eventId === event?.id && rsvp.status === 'waitlisted',
          )
        : null,
    });
    const result = command(places);
    const changes = places.changes();
    if (event && changes) this.save(event.id, changes);
    return result;
  }

  /** Changes an event's facts (a host's edit), keeping its places. */
  setEvent(event: PlacesEvent & { slug: string }): void {
    this.events.set(event.id, { ...event });
  }

  counterOf(eventId: string): Counters {
    return this.counters.get(eventId)!;
  }

  rsvp(rsvpId: string): Rsvp | undefined {
    const rsvp = this.rsvps.get(rsvpId);
    return rsvp && { ...rsvp };
  }

  /** Every stored RSVP, for assertions. */
  all(): Rsvp[] {
    return [...this.rsvps.values()].map((rsvp) => ({ ...rsvp }));
  }

  allTickets(): Ticket[] {
    return [...this.tickets.values()].map((ticket) => ({ ...ticket }));
  }

  /** Every stored offer, for assertions. */
  allOffers(): WaitlistOffer[] {
    return [...this.offers.values()].map((offer) => ({ ...offer }));
  }

  /** Every stored +1 link, for assertions. */
  allInvitations(): PlusOneInvitation[] {
    return [...this.invitations.values()].map((invitation) => ({ ...invitation }));
  }

  /** Offer rounds the saves asked for (the jobs they would write), by event. */
  readonly offerRounds: string[] = [];

  private find(ref: PlacesRef): (PlacesEvent & { slug: string }) | null {
    const events = [...this.events.values()];
    if ('slug' in ref) return events.find((event) => event.slug === ref.slug) ?? null;
    const eventId =
      'eventId' in ref
        ? ref.eventId
        : 'offerId' in ref
          ? this.offers.get(ref.offerId)?.eventId
          : 'invitationCode' in ref
            ? [...this.invitations.values()].find((i) => i.code === ref.invitationCode)?.eventId
            : this.rsvps.get(ref.rsvpId)?.eventId;
    return (eventId !== undefined && this.events.get(eventId)) || null;
  }

  private placesEvent({ slug: _slug, ...event }: PlacesEvent & { slug: string }): PlacesEvent {
    return event;
  }

  private save(eventId: string, changes: PlacesChanges): void {
    this.saves += 1;
    this.counters.set(eventId, {
      placesTaken: changes.placesTaken,
      ticketsIssued: changes.ticketsIssued,
      partiesWaiting: changes.partiesWaiting,
    });
    for (const offer of [...changes.insertedOffers, ...changes.decidedOffers])
      this.offers.set(offer.id, { ...offer });
    if (changes.offerRoundDue) this.offerRounds.push(eventId);
    for (const rsvp of [...changes.insertedRsvps, ...changes.updatedRsvps])
      this.rsvps.set(rsvp.id, { ...rsvp });
    for (const invitation of [...changes.insertedInvitations, ...changes.updatedInvitations])
      this.invitations.set(invitation.id, { ...invitation });
    for (const ticket of changes.insertedTickets) this.tickets.set(ticket.id, { ...ticket });
    for (const ticketId of changes.deletedTicketIds) this.tickets.delete(ticketId);
    for (const notice of changes.notices)
      this.notices.push({ ...notice, id: `notice-${this.notices.length + 1}` });
  }
}
