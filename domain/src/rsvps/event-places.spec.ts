import { capacityLimit, placesLeft } from './capacity.js';
import { EventPlaces, countPlaces, NO_TICKETS, type PlacesSnapshot } from './event-places.js';
import { RsvpErrorCodes } from './rsvp-errors.js';
import type { Rsvp } from './rsvp.js';
import { anRsvp } from '../testing/rsvp-fixture.js';
import { TicketErrorCodes } from '../tickets/ticket-errors.js';

const event = {
  id: 'event-1',
  hostId: 'host-1',
  startsAt: new Date('2025-03-07T03:00:00Z'),
  timeZone: 'UTC',
  isDraft: false,
  isPublished: true,
  isPrivate: false,
  inviteCode: null,
  maxCapacity: 4,
  unlimitedSpots: false,
  requireApproval: false,
  waitlist: true,
  waitlistOfferHours: 2,
  reconfirm: false,
  reconfirmAskHours: 6,
  reconfirmDeadlineHours: 2,
  allowGuestInvites: false,
};

const rsvp = anRsvp;

const places = (rsvps: Rsvp[] = [], extra: Partial<PlacesSnapshot> = {}) =>
  new EventPlaces({ event, ...countPlaces(rsvps, []), rsvps, tickets: [], ...extra });

describe('EventPlaces', () => {
  it('takes places for going RSVPs until the capacity is reached, in the order the commands run', () => {
    const aggregate = places();
    expect(aggregate.respond(rsvp(1, { plusOnes: 2 })).ok).toBe(true);
    expect(aggregate.respond(rsvp(2, { response: 'maybe', plusOnes: 5 })).ok).toBe(true);
    expect(aggregate.respond(rsvp(3)).ok).toBe(true);
    const full = aggregate.respond(rsvp(4));
    expect(!full.ok && full.error.code).toBe(RsvpErrorCodes.CAPACITY_REACHED);
    expect(aggregate.headcount).toBe(4);
    expect(aggregate.changes()).toMatchObject({
      placesTaken: 4,
      insertedRsvps: [rsvp(1, { plusOnes: 2 }), rsvp(2, { response: 'maybe', plusOnes: 5 }), rsvp(3)],
      updatedRsvps: [],
    });
  });

  it("refuses a user's second RSVP, also one made earlier in the same save", () => {
    const aggregate = places([rsvp(1)]);
    const again = aggregate.respond(rsvp(9, { userId: 'user-1' }));
    expect(!again.ok && again.error.code).toBe(RsvpErrorCodes.ALREADY_EXISTS);
    expect(aggregate.respond(rsvp(2)).ok).toBe(true);
    const twice = aggregate.respond(rsvp(3, { userId: 'user-2' }));
    expect(!twice.ok && twice.error.code).toBe(RsvpErrorCodes.ALREADY_EXISTS);
  });

  it('counts the places left, never below none', () => {
    const limited = { maxCapacity: 10, unlimitedSpots: false };
    expect(placesLeft(limited, 7)).toBe(3);
    expect(placesLeft(limited, 10)).toBe(0);
    expect(placesLeft(limited, 12)).toBe(0);
    expect(placesLeft({ maxCapacity: 10, unlimitedSpots: true }, 12)).toBeNull();
  });

  it('has no limit without a capacity', () => {
    expect(capacityLimit({ maxCapacity: 2, unlimitedSpots: true })).toBeNull();
    expect(capacityLimit({ maxCapacity: null, unlimitedSpots: false })).toBeNull();
    const aggregate = new EventPlaces({
      event: { ...event, unlimitedSpots: true },
      placesTaken: 1_000,
      partiesWaiting: 0,
      ticketsIssued: NO_TICKETS,
      rsvps: [],
      tickets: [],
    });
    expect(aggregate.respond(rsvp(1, { plusOnes: 5 })).ok).toBe(true);
  });

  it('frees places on decline and takes them back on reinstatement only if they fit', () => {
    const aggregate = places([rsvp(1, { plusOnes: 1 }), rsvp(2, { plusOnes: 1 })]);
    expect(aggregate.moveTo('rsvp-1', 'declined', ['host']).ok).toBe(true);
    expect(aggregate.headcount).toBe(2);
    expect(aggregate.respond(rsvp(3, { plusOnes: 1 })).ok).toBe(true);
    const back = aggregate.moveTo('rsvp-1', 'checked_in', ['host']);
    expect(!back.ok && back.error.code).toBe(RsvpErrorCodes.CAPACITY_REACHED);
    expect(aggregate.rsvp('rsvp-1')!.status).toBe('declined');
  });

  it('writes an RSVP created and changed in the same save as one insert', () => {
    const aggregate = places();
    aggregate.respond(rsvp(1));
    aggregate.moveTo('rsvp-1', 'checked_in', ['door']);
    expect(aggregate.changes()).toMatchObject({
      insertedRsvps: [rsvp(1, { status: 'checked_in' })],
      updatedRsvps: [],
    });
  });

  it('lets only the actors of a transition make it', () => {
    const aggregate = places([rsvp(1)]);
    const byGuest = aggregate.moveTo('rsvp-1', 'declined', ['guest']);
    expect(!byGuest.ok && byGuest.error).toMatchObject({
      code: RsvpErrorCodes.TRANSITION_NOT_ALLOWED,
      message: 'An RSVP that is confirmed cannot become declined.',
    });
    expect(aggregate.changes()).toBeNull();
  });

  it('treats a move to the current status as done, and an RSVP of another event as unknown', () => {
    const aggregate = places([rsvp(1), rsvp(2, { eventId: 'event-2' })]);
    expect(aggregate.moveTo('rsvp-1', 'confirmed', ['host'])).toEqual({ ok: true, value: rsvp(1) });
    const other = aggregate.moveTo('rsvp-2', 'declined', ['host']);
    expect(!other.ok && other.error.code).toBe(RsvpErrorCodes.NOT_FOUND);
    expect(aggregate.changes()).toBeNull();
  });

  it('knows who the caller is towards an RSVP', () => {
    const aggregate = places([rsvp(1, { userId: 'host-1' }), rsvp(2)]);
    expect(aggregate.actorsFor('host-1', aggregate.rsvp('rsvp-1')!)).toEqual(['host', 'guest']);
    expect(aggregate.actorsFor('user-2', aggregate.rsvp('rsvp-2')!)).toEqual(['guest']);
    expect(aggregate.actorsFor('user-9', aggregate.rsvp('rsvp-2')!)).toEqual([]);
  });

  describe('tickets', () => {
    const ticket = (n: number, type: 'vip' | 'backstage' | 'general' = 'backstage') => ({
      id: `ticket-${n}`,
      eventId: 'event-1',
      rsvpId: `rsvp-${n}`,
      type,
      issuedAt: new Date('2025-03-02T00:00:00Z'),
    });

    it('counts issued tickets against the cap and frees a declined guest’s', () => {
      const guests = Array.from({ length: 7 }, (_, i) => rsvp(i + 1, { response: 'maybe' }));
      const aggregate = places(guests);
      for (let n = 1; n <= 5; n += 1) expect(aggregate.issueTicket(ticket(n)).ok).toBe(true);
      const soldOut = aggregate.issueTicket(ticket(6));
      expect(!soldOut.ok && soldOut.error.code).toBe(TicketErrorCodes.SOLD_OUT);
      aggregate.moveTo('rsvp-1', 'declined', ['host']);
      expect(aggregate.issueTicket(ticket(6)).ok).toBe(true);
      // The ticket issued and withdrawn within one save is never written.
      expect(aggregate.changes()).toMatchObject({
        ticketsIssued: { general: 0, vip: 0, backstage: 5 },
        insertedTickets: [2, 3, 4, 5, 6].map((n) => ticket(n)),
        deletedTicketIds: [],
      });
    });

    it('withdraws a stored ticket as a deletion', () => {
      const aggregate = new EventPlaces({
        event,
        ...countPlaces([rsvp(1)], [ticket(1, 'vip')]),
        rsvps: [rsvp(1)],
        tickets: [ticket(1, 'vip')],
      });
      aggregate.moveTo('rsvp-1', 'declined', ['host']);
      expect(aggregate.changes()).toMatchObject({
        placesTaken: 0,
        ticketsIssued: { vip: 0 },
        deletedTicketIds: ['ticket-1'],
      });
      const again = aggregate.issueTicket(ticket(1, 'vip'));
      expect(!again.ok && again.error.code).toBe(TicketErrorCodes.RSVP_NOT_ELIGIBLE);
    });

    it('gives one guest one ticket, and none to an unknown RSVP', () => {
      const aggregate = places([rsvp(1)]);
      expect(aggregate.issueTicket(ticket(1, 'general')).ok).toBe(true);
      const twice = aggregate.issueTicket({ ...ticket(1, 'vip'), id: 'ticket-x' });
      expect(!twice.ok && twice.error.code).toBe(TicketErrorCodes.ALREADY_ISSUED);
      const unknown = aggregate.issueTicket(ticket(9));
      expect(!unknown.ok && unknown.error.code).toBe(RsvpErrorCodes.NOT_FOUND);
    });
  });
});
