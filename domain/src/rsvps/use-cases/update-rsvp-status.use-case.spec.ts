import { RsvpErrorCodes } from '../rsvp-errors.js';
import { InMemoryRsvpRepository } from '../../testing/in-memory-rsvp.repository.js';
import type { Rsvp } from '../rsvp.js';
import { UpdateRsvpStatusUseCase } from './update-rsvp-status.use-case.js';

describe('UpdateRsvpStatusUseCase', () => {
  const rsvp: Rsvp = {
    id: 'rsvp-1',
    eventId: 'event-1',
    userId: 'guest-1',
    guestName: 'Guest',
    guestEmail: null,
    response: 'going',
    emoji: null,
    message: null,
    plusOnes: 0,
    status: 'confirmed',
    createdAt: new Date('2025-03-01T00:00:00Z'),
  };
  let rsvps: InMemoryRsvpRepository;
  let updateStatus: UpdateRsvpStatusUseCase;

  beforeEach(() => {
    rsvps = new InMemoryRsvpRepository(
      [
        {
          id: 'event-1',
          slug: 'party',
          hostId: 'host-1',
          startsAt: new Date('2025-03-07T03:00:00Z'),
          timeZone: 'UTC',
          isDraft: false,
          isPublished: true,
          maxCapacity: null,
          unlimitedSpots: true,
        },
      ],
      [rsvp],
    );
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

  it.each(['going', 'cancelled', '', null])('refuses the status %p', async (status) => {
    const result = await updateStatus.execute({ rsvpId: 'rsvp-1', status, callerId: 'host-1' });
    expect(!result.ok && result.error.fieldErrors).toEqual([
      { field: 'status', message: 'Status must be one of confirmed, declined, checked_in' },
    ]);
  });
});
