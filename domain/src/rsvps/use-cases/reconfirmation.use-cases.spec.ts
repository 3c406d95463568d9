import { EventErrorCodes } from '../../events/event-errors.js';
import { FixedClock } from '../../testing/fixed-clock.js';
import { InMemoryEventPlaces } from '../../testing/in-memory-event-places.js';
import { aPlacesEvent, anRsvp } from '../../testing/rsvp-fixture.js';
import { SequentialIdGenerator } from '../../testing/sequential-id-generator.js';
import { RsvpErrorCodes } from '../rsvp-errors.js';
import { asksToReconfirm, releasedAtDeadline } from '../reconfirmation.js';
import { ReconfirmRsvpUseCase, ReleaseUnreconfirmedUseCase } from './reconfirmation.use-cases.js';
import { JoinWaitlistUseCase, OfferFreedPlacesUseCase } from './waitlist.use-cases.js';

const HOUR = 3_600_000;

describe('day-of reconfirmation (ADR 0028)', () => {
  // The night starts 2025-03-07 03:00 UTC: asked 6 h before (21:00), released 2 h before (01:00).
  const start = new Date('2025-03-07T03:00:00Z');
  const hoursBefore = (hours: number) => new Date(start.getTime() - hours * HOUR).toISOString();
  const earlier = new Date('2025-03-01T00:00:00Z');
  let clock: FixedClock;
  let places: InMemoryEventPlaces;
  let reconfirm: ReconfirmRsvpUseCase;
  let release: ReleaseUnreconfirmedUseCase;
  const status = (userId: string) => places.all().find((rsvp) => rsvp.userId === userId)?.status;

  beforeEach(() => {
    clock = new FixedClock(hoursBefore(7));
    places = new InMemoryEventPlaces(
      [aPlacesEvent({ maxCapacity: 4, unlimitedSpots: false, reconfirm: true })],
      [
        anRsvp(1, { plusOnes: 1 }),
        anRsvp(2),
        anRsvp(3, { response: 'maybe' }),
        // RSVP'd after the question: they just said yes.
        anRsvp(4, { createdAt: new Date(start.getTime() - 3 * HOUR) }),
      ],
    );
    reconfirm = new ReconfirmRsvpUseCase(places, clock);
    release = new ReleaseUnreconfirmedUseCase(places, clock);
  });

  it('asks going guests with a confirmed RSVP made before the question', () => {
    const askAt = new Date(hoursBefore(6));
    const rsvp = {
      response: 'going' as const,
      status: 'confirmed' as const,
      createdAt: earlier,
      reconfirmedAt: null,
    };
    expect(asksToReconfirm(rsvp, askAt)).toBe(true);
    expect(asksToReconfirm({ ...rsvp, response: 'maybe' }, askAt)).toBe(false);
    expect(asksToReconfirm({ ...rsvp, status: 'checked_in' }, askAt)).toBe(false);
    expect(asksToReconfirm({ ...rsvp, status: 'offered' }, askAt)).toBe(false);
    expect(asksToReconfirm({ ...rsvp, createdAt: new Date(hoursBefore(5)) }, askAt)).toBe(false);
    expect(releasedAtDeadline({ ...rsvp, reconfirmedAt: new Date(hoursBefore(3)) }, askAt)).toBe(false);
  });

  it('takes the answer between the question and the deadline, once', async () => {
    const early = await reconfirm.execute({ slug: 'party', userId: 'user-1' });
    expect(early.ok || early.error.code).toBe(RsvpErrorCodes.NOT_RECONFIRMABLE);
    clock.set(hoursBefore(5));
    expect(await reconfirm.execute({ slug: 'party', userId: 'user-1' })).toMatchObject({
      ok: true,
      value: { reconfirmedAt: new Date(hoursBefore(5)) },
    });
    clock.set(hoursBefore(4));
    expect(await reconfirm.execute({ slug: 'party', userId: 'user-1' })).toMatchObject({
      value: { reconfirmedAt: new Date(hoursBefore(5)) },
    });
    const maybe = await reconfirm.execute({ slug: 'party', userId: 'user-3' });
    expect(maybe.ok || maybe.error.code).toBe(RsvpErrorCodes.NOT_RECONFIRMABLE);
    const stranger = await reconfirm.execute({ slug: 'nope', userId: 'user-1' });
    expect(stranger.ok || stranger.error.code).toBe(EventErrorCodes.NOT_FOUND);
    clock.set(hoursBefore(2));
    const late = await reconfirm.execute({ slug: 'party', userId: 'user-2' });
    expect(late.ok || late.error.code).toBe(RsvpErrorCodes.NOT_RECONFIRMABLE);
  });

  it('releases at the deadline the places of the guests asked who did not answer, to the waitlist', async () => {
    const ids = new SequentialIdGenerator();
    clock.set(hoursBefore(5));
    await new JoinWaitlistUseCase(places, ids, clock).execute({
      slug: 'party',
      user: { id: 'user-9', firstName: 'Wait', lastName: 'Ing', email: null },
      plusOnes: 0,
    });
    await reconfirm.execute({ slug: 'party', userId: 'user-1' });
    clock.set(hoursBefore(2.5));
    expect(await release.execute({ eventId: 'event-1' })).toEqual([]);
    clock.set(hoursBefore(2));
    const released = await release.execute({ eventId: 'event-1' });
    expect(released.map((rsvp) => rsvp.userId)).toEqual(['user-2']);
    expect([status('user-1'), status('user-2'), status('user-3'), status('user-4')]).toEqual([
      'confirmed',
      'cancelled',
      'confirmed',
      'confirmed',
    ]);
    expect(places.notices.map((n) => [n.userId, n.kind])).toEqual([['user-2', 'reconfirm.released']]);
    // The freed place is due to the waitlist, and a second run releases nothing.
    expect(places.offerRounds).toEqual(['event-1']);
    expect(await release.execute({ eventId: 'event-1' })).toEqual([]);
    await new OfferFreedPlacesUseCase(places, ids, clock).execute({ eventId: 'event-1' });
    expect(status('user-9')).toBe('offered');
  });

  it('releases nothing when the host did not ask, or once the night started', async () => {
    places.setEvent(aPlacesEvent({ maxCapacity: 4, unlimitedSpots: false }));
    clock.set(hoursBefore(1));
    expect(await release.execute({ eventId: 'event-1' })).toEqual([]);
    places.setEvent(aPlacesEvent({ maxCapacity: 4, unlimitedSpots: false, reconfirm: true }));
    clock.set(hoursBefore(0));
    expect(await release.execute({ eventId: 'event-1' })).toEqual([]);
  });
});
