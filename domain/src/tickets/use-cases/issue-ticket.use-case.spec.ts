import { EventErrorCodes } from '../../events/event-errors.js';
import { RsvpErrorCodes } from '../../rsvps/rsvp-errors.js';
import type { Rsvp } from '../../rsvps/rsvp.js';
import { anRsvp } from '../../testing/rsvp-fixture.js';
import { UpdateRsvpStatusUseCase } from '../../rsvps/use-cases/update-rsvp-status.use-case.js';
import { FixedClock } from '../../testing/fixed-clock.js';
import { InMemoryEventPlaces } from '../../testing/in-memory-event-places.js';
import { SequentialIdGenerator } from '../../testing/sequential-id-generator.js';
import { TicketErrorCodes } from '../ticket-errors.js';
import { IssueTicketUseCase } from './issue-ticket.use-case.js';

const event = (id: string) => ({
  id,
  slug: id,
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
});

const guest = (n: number, extra: Partial<Rsvp> = {}): Rsvp => anRsvp(n, { userId: `guest-${n}`, ...extra });

describe('IssueTicketUseCase', () => {
  let rsvps: InMemoryEventPlaces;
  let issue: IssueTicketUseCase;
  const asHost = (rsvpId: string, ticketType: string) =>
    issue.execute({ eventId: 'event-1', rsvpId, ticketType, callerId: 'host-1' });

  beforeEach(() => {
    rsvps = new InMemoryEventPlaces(
      [event('event-1'), event('event-2')],
      [
        ...Array.from({ length: 30 }, (_, i) => guest(i + 1)),
        guest(90, { response: 'cant_go' }),
        guest(91, { status: 'declined' }),
        guest(92, { response: 'maybe', status: 'checked_in' }),
        guest(99, { eventId: 'event-2' }),
      ],
    );
    issue = new IssueTicketUseCase(rsvps, new SequentialIdGenerator(), new FixedClock());
  });

  it('issues a ticket of the chosen type to one guest', async () => {
    const result = await asHost('rsvp-1', 'vip');
    expect(result).toEqual({
      ok: true,
      value: {
        id: '00000000-0000-7000-8000-000000000001',
        eventId: 'event-1',
        rsvpId: 'rsvp-1',
        type: 'vip',
        issuedAt: new Date('2025-03-05T12:00:00.000Z'),
      },
    });
    expect(rsvps.allTickets().length).toBe(1);
  });

  it.each([
    ['vip', 20],
    ['backstage', 5],
  ])('issues %s tickets up to its cap of %i, then answers TICKET.SOLD_OUT', async (type, cap) => {
    for (let n = 1; n <= cap; n += 1) expect((await asHost(`rsvp-${n}`, type)).ok).toBe(true);
    const over = await asHost(`rsvp-${cap + 1}`, type);
    expect(!over.ok && over.error).toMatchObject({ code: TicketErrorCodes.SOLD_OUT });
    expect(rsvps.allTickets().length).toBe(cap);
  });

  it('never runs out of General Admission', async () => {
    for (let n = 1; n <= 30; n += 1) expect((await asHost(`rsvp-${n}`, 'general')).ok).toBe(true);
  });

  it('counts caps per event and per type', async () => {
    for (let n = 1; n <= 5; n += 1) await asHost(`rsvp-${n}`, 'backstage');
    expect((await asHost('rsvp-6', 'vip')).ok).toBe(true);
    const otherEvent = await issue.execute({
      eventId: 'event-2',
      rsvpId: 'rsvp-99',
      ticketType: 'backstage',
      callerId: 'host-1',
    });
    expect(otherEvent.ok).toBe(true);
  });

  it('gives one guest one ticket', async () => {
    await asHost('rsvp-1', 'general');
    const again = await asHost('rsvp-1', 'vip');
    expect(!again.ok && again.error.code).toBe(TicketErrorCodes.ALREADY_ISSUED);
  });

  it("refuses a can't-go or declined guest; a maybe guest checked in may hold one", async () => {
    for (const rsvpId of ['rsvp-90', 'rsvp-91']) {
      const result = await asHost(rsvpId, 'general');
      expect(!result.ok && result.error.code).toBe(TicketErrorCodes.RSVP_NOT_ELIGIBLE);
    }
    expect((await asHost('rsvp-92', 'general')).ok).toBe(true);
  });

  it('frees the slot of a guest the host declines', async () => {
    for (let n = 1; n <= 5; n += 1) await asHost(`rsvp-${n}`, 'backstage');
    const declined = await new UpdateRsvpStatusUseCase(rsvps).execute({
      rsvpId: 'rsvp-1',
      status: 'declined',
      callerId: 'host-1',
    });
    expect(declined.ok).toBe(true);
    expect(rsvps.counterOf('event-1').ticketsIssued.backstage).toBe(4);
    expect((await asHost('rsvp-6', 'backstage')).ok).toBe(true);
  });

  it.each([
    ['another user', 'guest-1', 'event-1'],
    ['the host, for an unknown event', 'host-1', 'event-404'],
  ])('answers EVENT.NOT_FOUND to %s', async (_who, callerId, eventId) => {
    const result = await issue.execute({ eventId, rsvpId: 'rsvp-1', ticketType: 'vip', callerId });
    expect(!result.ok && result.error.code).toBe(EventErrorCodes.NOT_FOUND);
    expect(rsvps.allTickets().length).toBe(0);
  });

  it.each(['rsvp-404', 'rsvp-99'])(
    'answers RSVP.NOT_FOUND for %s (unknown, or of another event)',
    async (rsvpId) => {
      const result = await asHost(rsvpId, 'vip');
      expect(!result.ok && result.error.code).toBe(RsvpErrorCodes.NOT_FOUND);
    },
  );

  it('validates the attendee and the ticket type', async () => {
    const result = await issue.execute({
      eventId: 'event-1',
      rsvpId: '',
      ticketType: 'gold',
      callerId: 'host-1',
    });
    expect(!result.ok && result.error.fieldErrors).toEqual([
      { field: 'rsvpId', message: 'Please choose an attendee' },
      { field: 'ticketType', message: 'Ticket type must be one of general, vip, backstage' },
    ]);
  });
});
