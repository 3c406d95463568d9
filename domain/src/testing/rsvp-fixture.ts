import type { PlacesEvent } from '../rsvps/event-places.js';
import type { Rsvp } from '../rsvps/rsvp.js';

/** RSVP number `n` of event-1 for tests: user-`n` going alone, confirmed; with overrides. */
export function anRsvp(n: number, overrides: Partial<Rsvp> = {}): Rsvp {
  return {
    id: `rsvp-${n}`,
    eventId: 'event-1',
    userId: `user-${n}`,
    guestName: `Guest ${n}`,
    guestEmail: null,
    response: 'going',
    emoji: null,
    message: null,
    plusOnes: 0,
    status: 'confirmed',
    createdAt: new Date('2025-03-01T00:00:00Z'),
    reconfirmedAt: null,
    ticketVersion: 1,
    ...overrides,
  };
}

/** Event-1 ('party') of host-1 for tests, published, upcoming after the tests' clocks, unlimited; with overrides. */
export function aPlacesEvent(overrides: Partial<PlacesEvent> = {}): PlacesEvent & { slug: string } {
  return {
    id: 'event-1',
    slug: 'party',
    hostId: 'host-1',
    startsAt: new Date('2025-03-07T03:00:00Z'),
    timeZone: 'UTC',
    isDraft: false,
    isPublished: true,
    isPrivate: false,
    inviteCode: null,
    maxCapacity: null,
    unlimitedSpots: true,
    requireApproval: false,
    waitlist: true,
    waitlistOfferHours: 2,
    reconfirm: false,
    reconfirmAskHours: 6,
    reconfirmDeadlineHours: 2,
    allowGuestInvites: false,
    ...overrides,
  };
}
