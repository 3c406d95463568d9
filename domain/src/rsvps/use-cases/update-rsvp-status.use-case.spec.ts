import { RsvpErrorCodes } from '../rsvp-errors.js';
import { InMemoryEventPlaces } from '../../testing/in-memory-event-places.js';
import { FixedClock } from '../../testing/fixed-clock.js';
import { aPlacesEvent, anRsvp } from '../../testing/rsvp-fixture.js';
import { SequentialIdGenerator } from '../../testing/sequential-id-generator.js';
import type { Ticket } from '../../tickets/ticket.js';
import type { Rsvp } from '../rsvp.js';
import { CreateRsvpUseCase } from './create-rsvp.use-case.js';
import { UpdateRsvpStatusUseCase } from './update-rsvp-status.use-case.js';

describe('UpdateRsvpStatusUseCase', () => {
  const rsvp: Rsvp = anRsvp(1, { userId: 'guest-1' });
  let rsvps: InMemoryEventPlaces;
  let updateStatus: UpdateRsvpStatusUseCase;

  beforeEach(() => {
    rsvps = new InMemoryEventPlaces([aPlacesEvent()], [rsvp]);
    updateStatus = new UpdateRsvpStatusUseCase(rsvps);
  });

  it.each(['declined', 'checked_in', 'confirmed'])("lets the event's host set %s", async (status) => {
    const result = await updateStatus.execute({ rsvpId: 'rsvp-1', status, callerId: 'host-1' });
    expect(result).toEqual({ ok: true, value: { ...rsvp, status } });
    expect(rsvps.all()[0].status).toBe(status);
  });

  it.each([
    ['the guest who RSVPd', 'guest-1', 'rsvp-1'],
    ['another user', 'someone', 'rsvp-1'],
    ['the host, for an unknown RSVP', 'host-1', 'rsvp-404'],
  ])('answers RSVP.NOT_FOUND to %s and changes nothing', async (_who, callerId, rsvpId) => {
    const result = await updateStatus.execute({ rsvpId, status: 'declined', callerId });
    expect(!result.ok && result.error.code).toBe(RsvpErrorCodes.NOT_FOUND);
    expect(rsvps.all()[0].status).toBe('confirmed');
  });

  describe('declined (ADR 0015)', () => {
    const full = (rsvpsOf: Rsvp[], tickets: Ticket[] = []) =>
      new InMemoryEventPlaces([aPlacesEvent({ maxCapacity: 2, unlimitedSpots: false })], rsvpsOf, tickets);

    it('frees the place: a declined going RSVP no longer counts against the capacity', async () => {
      const store = full([{ ...rsvp, plusOnes: 1 }]);
      await new UpdateRsvpStatusUseCase(store).execute({
        rsvpId: 'rsvp-1',
        status: 'declined',
        callerId: 'host-1',
      });
      expect(store.counterOf('event-1').placesTaken).toBe(0);
      const created = await new CreateRsvpUseCase(
        store,
        new SequentialIdGenerator(),
        new FixedClock(),
      ).execute({
        slug: 'party',
        user: { id: 'guest-2', firstName: 'Guest', lastName: 'Two' },
        response: 'going',
        plusOnes: 1,
      });
      expect(created.ok).toBe(true);
    });

    it('gives the place back only when it fits: else RSVP.CAPACITY_REACHED and the status stays', async () => {
      const store = full([
        { ...rsvp, status: 'declined', plusOnes: 1 },
        { ...rsvp, id: 'rsvp-2', userId: 'guest-2', plusOnes: 1 },
      ]);
      const result = await new UpdateRsvpStatusUseCase(store).execute({
        rsvpId: 'rsvp-1',
        status: 'confirmed',
        callerId: 'host-1',
      });
      expect(!result.ok && result.error.code).toBe(RsvpErrorCodes.CAPACITY_REACHED);
      expect(store.rsvp('rsvp-1')!.status).toBe('declined');
    });

    it("deletes the RSVP's ticket", async () => {
      const store = full(
        [rsvp],
        [{ id: 't-1', eventId: 'event-1', rsvpId: 'rsvp-1', type: 'vip', issuedAt: new Date() }],
      );
      await new UpdateRsvpStatusUseCase(store).execute({
        rsvpId: 'rsvp-1',
        status: 'declined',
        callerId: 'host-1',
      });
      expect(store.allTickets()).toEqual([]);
      expect(store.counterOf('event-1').ticketsIssued.vip).toBe(0);
    });
  });

  it.each(['going', 'cancelled', '', null])('refuses the status %p', async (status) => {
    const result = await updateStatus.execute({ rsvpId: 'rsvp-1', status, callerId: 'host-1' });
    expect(!result.ok && result.error.fieldErrors).toEqual([
      { field: 'status', message: 'Status must be one of confirmed, declined, checked_in' },
    ]);
  });
});
