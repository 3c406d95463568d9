import { EventErrorCodes } from '../../events/event-errors.js';
import { FixedClock } from '../../testing/fixed-clock.js';
import { InMemoryEventPlaces } from '../../testing/in-memory-event-places.js';
import { aPlacesEvent, anRsvp } from '../../testing/rsvp-fixture.js';
import { RsvpErrorCodes } from '../rsvp-errors.js';
import type { Rsvp } from '../rsvp.js';
import { CreateRsvpUseCase } from './create-rsvp.use-case.js';
import { CancelRsvpUseCase } from './cancel-rsvp.use-case.js';
import { SequentialIdGenerator } from '../../testing/sequential-id-generator.js';

describe('CancelRsvpUseCase', () => {
  const clock = new FixedClock('2025-03-05T12:00:00Z');
  // A party of 4 places: Ada's 2 (with a VIP ticket) and Bob's 2, full.
  const adas: Rsvp = anRsvp(1, { plusOnes: 1, emoji: '🎉' });
  const bobs: Rsvp = anRsvp(2, { plusOnes: 1 });
  let places: InMemoryEventPlaces;
  let cancelRsvp: CancelRsvpUseCase;

  beforeEach(() => {
    places = new InMemoryEventPlaces(
      [aPlacesEvent({ maxCapacity: 4, unlimitedSpots: false })],
      [adas, bobs],
      [{ id: 'ticket-1', eventId: 'event-1', rsvpId: 'rsvp-1', type: 'vip', issuedAt: new Date(0) }],
    );
    cancelRsvp = new CancelRsvpUseCase(places, clock);
  });

  it('frees the places and the ticket at once, and takes the RSVP off the guest list', async () => {
    expect(await cancelRsvp.execute({ slug: 'party', userId: 'user-1' })).toEqual({
      ok: true,
      value: { ...adas, status: 'cancelled' },
    });
    expect(places.counterOf('event-1')).toEqual({
      placesTaken: 2,
      ticketsIssued: { general: 0, vip: 0, backstage: 0 },
      partiesWaiting: 0,
    });
    expect(places.allTickets()).toEqual([]);
  });

  it('gives the freed places to the next guest, and lets the guest answer again only if it fits', async () => {
    await cancelRsvp.execute({ slug: 'party', userId: 'user-1' });
    const create = new CreateRsvpUseCase(places, new SequentialIdGenerator(), clock);
    const carol = { id: 'user-3', firstName: 'Carol', lastName: null };
    expect((await create.execute({ slug: 'party', user: carol, response: 'going', plusOnes: 1 })).ok).toBe(
      true,
    );

    const ada = { id: 'user-1', firstName: 'Ada', lastName: null };
    expect(await create.execute({ slug: 'party', user: ada, response: 'going' })).toMatchObject({
      ok: false,
      error: { code: RsvpErrorCodes.CAPACITY_REACHED },
    });
    const again = await create.execute({
      slug: 'party',
      user: ada,
      response: 'maybe',
      message: 'Maybe later',
    });
    // The same record, answered anew: confirmed, with the new answer and time.
    expect(again).toMatchObject({
      ok: true,
      value: { id: 'rsvp-1', status: 'confirmed', response: 'maybe', plusOnes: 0, message: 'Maybe later' },
    });
    expect(places.rsvp('rsvp-1')).toMatchObject({ status: 'confirmed', createdAt: clock.now() });
    expect(places.counterOf('event-1').placesTaken).toBe(4);
  });

  it('answers RSVP.NOT_FOUND without an RSVP, and for one already cancelled', async () => {
    expect(await cancelRsvp.execute({ slug: 'party', userId: 'user-9' })).toMatchObject({
      ok: false,
      error: { code: RsvpErrorCodes.NOT_FOUND },
    });
    await cancelRsvp.execute({ slug: 'party', userId: 'user-1' });
    expect(await cancelRsvp.execute({ slug: 'party', userId: 'user-1' })).toMatchObject({
      ok: false,
      error: { code: RsvpErrorCodes.NOT_FOUND },
    });
  });

  it("leaves a host's decline and a check-in as they are", async () => {
    places = new InMemoryEventPlaces(
      [aPlacesEvent()],
      [anRsvp(1, { status: 'declined' }), anRsvp(2, { status: 'checked_in' })],
    );
    cancelRsvp = new CancelRsvpUseCase(places, clock);
    expect(await cancelRsvp.execute({ slug: 'party', userId: 'user-1' })).toMatchObject({
      ok: false,
      error: {
        code: RsvpErrorCodes.TRANSITION_NOT_ALLOWED,
        message: 'An RSVP that is declined cannot become cancelled.',
      },
    });
    expect(await cancelRsvp.execute({ slug: 'party', userId: 'user-2' })).toMatchObject({
      ok: false,
      error: { code: RsvpErrorCodes.TRANSITION_NOT_ALLOWED },
    });
    expect(places.rsvp('rsvp-2')?.status).toBe('checked_in');
  });

  it('is refused for an event that is over, or that the guest may not see', async () => {
    const late = new CancelRsvpUseCase(places, new FixedClock('2025-03-09T12:00:00Z'));
    expect(await late.execute({ slug: 'party', userId: 'user-1' })).toMatchObject({
      ok: false,
      error: { code: RsvpErrorCodes.EVENT_PAST },
    });
    places.setEvent(aPlacesEvent({ isDraft: true }));
    expect(await cancelRsvp.execute({ slug: 'party', userId: 'user-1' })).toMatchObject({
      ok: false,
      error: { code: EventErrorCodes.NOT_FOUND },
    });
    expect(places.rsvp('rsvp-1')?.status).toBe('confirmed');
  });
});
