import { EventPlaces, countPlaces } from '../rsvps/event-places.js';
import type { Rsvp } from '../rsvps/rsvp.js';
import { aPlacesEvent, anRsvp } from '../testing/rsvp-fixture.js';
import type { Ticket } from '../tickets/ticket.js';
import {
  doorTicketOf,
  encodeTicketPayload,
  readTicketCode,
  revokedTickets,
  ticketCodeText,
  type TicketCodePayload,
} from './door-ticket.js';

const vip = (rsvpId: string): Ticket => ({
  id: `ticket-${rsvpId}`,
  eventId: 'event-1',
  rsvpId,
  type: 'vip',
  issuedAt: new Date('2025-03-01T00:00:00Z'),
});

const places = (rsvps: Rsvp[], tickets: Ticket[] = []) =>
  new EventPlaces({ event: aPlacesEvent(), ...countPlaces(rsvps, tickets), rsvps, tickets });

/** The version each RSVP the save wrote ends at. */
const versionsWritten = (aggregate: EventPlaces) =>
  Object.fromEntries((aggregate.changes()?.updatedRsvps ?? []).map((r) => [r.id, r.ticketVersion]));

describe('door tickets', () => {
  it('are held by RSVPs that stand and hold a place, or were issued a ticket, for the whole party', () => {
    expect(doorTicketOf(anRsvp(1, { plusOnes: 2 }), null)).toEqual({
      ticketId: 'rsvp-1',
      eventId: 'event-1',
      tier: 'general',
      party: 3,
      version: 1,
    });
    expect(doorTicketOf(anRsvp(1, { status: 'checked_in', ticketVersion: 4 }), null)?.version).toBe(4);
    expect(doorTicketOf(anRsvp(1, { response: 'maybe' }), null)).toBeNull();
    expect(doorTicketOf(anRsvp(1, { response: 'maybe' }), vip('rsvp-1'))?.tier).toBe('vip');
    for (const status of ['pending', 'waitlisted', 'offered', 'cancelled', 'declined'] as const) {
      expect(doorTicketOf(anRsvp(1, { status }), null)).toBeNull();
    }
  });

  it('get a new version when a save takes them away or changes what the door reads', () => {
    const aggregate = places([anRsvp(1), anRsvp(2, { plusOnes: 1 }), anRsvp(3), anRsvp(4)]);
    expect(aggregate.moveTo('rsvp-1', 'cancelled', ['guest']).ok).toBe(true);
    expect(aggregate.change('rsvp-2', { ...anRsvp(2), plusOnes: 3 }).ok).toBe(true);
    // A new message changes nothing the door reads: the code stays.
    expect(aggregate.change('rsvp-3', { ...anRsvp(3), message: 'See you there' }).ok).toBe(true);
    expect(aggregate.issueTicket(vip('rsvp-4')).ok).toBe(true);
    expect(versionsWritten(aggregate)).toEqual({ 'rsvp-1': 2, 'rsvp-2': 2, 'rsvp-3': 1, 'rsvp-4': 2 });
  });

  it('keep their version for RSVPs that never held one, and bump once per save', () => {
    const aggregate = places([anRsvp(1, { status: 'pending' }), anRsvp(2, { ticketVersion: 3 })]);
    expect(aggregate.decideRequest('rsvp-1', 'decline').ok).toBe(true);
    expect(aggregate.change('rsvp-2', { ...anRsvp(2), plusOnes: 1 }).ok).toBe(true);
    expect(aggregate.change('rsvp-2', { ...anRsvp(2), plusOnes: 2 }).ok).toBe(true);
    expect(versionsWritten(aggregate)).toEqual({ 'rsvp-1': 1, 'rsvp-2': 4 });
  });

  it('continue from the version a cancelled RSVP reached when its guest answers again', () => {
    const aggregate = places([anRsvp(1, { status: 'cancelled', ticketVersion: 3 })]);
    const again = aggregate.respond(anRsvp(9, { userId: 'user-1' }));
    expect(again.ok && again.value).toMatchObject({ id: 'rsvp-1', ticketVersion: 3 });
    expect(versionsWritten(aggregate)).toEqual({ 'rsvp-1': 3 });
  });

  it("revoke every version below an RSVP's current one", () => {
    expect(
      revokedTickets([
        { id: 'a', ticketVersion: 1 },
        { id: 'b', ticketVersion: 3 },
      ]),
    ).toEqual([{ ticketId: 'b', throughVersion: 2 }]);
  });
});

describe('ticket codes', () => {
  const payload: TicketCodePayload = {
    kid: '0a1b2c3d',
    eventId: '6f1c2d3e-4b5a-4c6d-8e7f-0123456789ab',
    ticketId: 'a0b1c2d3-e4f5-4a6b-9c8d-fedcba987654',
    tier: 'backstage',
    party: 6,
    version: 300,
  };
  const signature = Uint8Array.from({ length: 64 }, (_, i) => 255 - i);

  it('read back what they carry, in 140 characters of base64url', () => {
    const text = ticketCodeText(encodeTicketPayload(payload), signature);
    expect(text).toMatch(/^[A-Za-z0-9_-]{140}$/);
    const read = readTicketCode(text);
    expect(read?.payload).toEqual(payload);
    expect(read?.signature).toEqual(signature);
    expect(read?.signed).toEqual(encodeTicketPayload(payload));
  });

  it('are refused when they are not a code of this format', () => {
    const text = ticketCodeText(encodeTicketPayload(payload), signature);
    expect(readTicketCode(text.slice(0, -4))).toBeNull();
    expect(readTicketCode(`${text}AAAA`)).toBeNull();
    expect(readTicketCode(text.replace(/^./, '!'))).toBeNull();
    expect(readTicketCode('https://example.com/not-a-ticket')).toBeNull();
    const badTier = encodeTicketPayload(payload);
    badTier[37] = 9;
    expect(readTicketCode(ticketCodeText(badTier, signature))).toBeNull();
  });
});
