import { EventErrorCodes } from '../../events/event-errors.js';
import { KernelErrorCodes } from '../../kernel/domain-error.js';
import { FixedClock } from '../../testing/fixed-clock.js';
import { InMemoryEventPlaces } from '../../testing/in-memory-event-places.js';
import { aPlacesEvent, anRsvp } from '../../testing/rsvp-fixture.js';
import { SequentialIdGenerator } from '../../testing/sequential-id-generator.js';
import { RsvpErrorCodes } from '../rsvp-errors.js';
import { WaitlistErrorCodes } from '../waitlist.js';
import { CancelRsvpUseCase } from './cancel-rsvp.use-case.js';
import { CreateRsvpUseCase } from './create-rsvp.use-case.js';
import { ReleaseUnreconfirmedUseCase } from './reconfirmation.use-cases.js';
import {
  AnswerOfferUseCase,
  JoinWaitlistUseCase,
  LeaveWaitlistUseCase,
  OfferFreedPlacesUseCase,
  OfferPlacesByHandUseCase,
  SweepWaitlistUseCase,
} from './waitlist.use-cases.js';

const MINUTE = 60_000;

describe('the waitlist use cases', () => {
  // The night starts 2025-03-07 03:00 UTC; the clock is noon on 5 March: offers last 2 hours.
  let clock: FixedClock;
  let places: InMemoryEventPlaces;
  let ids: SequentialIdGenerator;
  let join: JoinWaitlistUseCase;
  let leave: LeaveWaitlistUseCase;
  let answer: AnswerOfferUseCase;
  let round: OfferFreedPlacesUseCase;
  let cancel: CancelRsvpUseCase;
  let create: CreateRsvpUseCase;

  const user = (n: number) => ({
    id: `user-${n}`,
    firstName: `Guest`,
    lastName: `${n}`,
    email: `g${n}@example.com`,
  });
  const status = (userId: string) => places.all().find((rsvp) => rsvp.userId === userId)?.status;
  const offerOf = (userId: string) => {
    const rsvp = places.all().find((r) => r.userId === userId)!;
    return places.allOffers().find((offer) => offer.rsvpId === rsvp.id && offer.outcome === null);
  };

  beforeEach(() => {
    clock = new FixedClock('2025-03-05T12:00:00Z');
    ids = new SequentialIdGenerator();
    // Full: 4 places, Ada's party of 2 and Bob's party of 2.
    places = new InMemoryEventPlaces(
      [aPlacesEvent({ maxCapacity: 4, unlimitedSpots: false })],
      [anRsvp(1, { plusOnes: 1 }), anRsvp(2, { plusOnes: 1 })],
    );
    join = new JoinWaitlistUseCase(places, ids, clock);
    leave = new LeaveWaitlistUseCase(places, clock);
    answer = new AnswerOfferUseCase(places, clock);
    round = new OfferFreedPlacesUseCase(places, ids, clock);
    cancel = new CancelRsvpUseCase(places, clock);
    create = new CreateRsvpUseCase(places, ids, clock);
  });

  it('answers a full event with CAPACITY_REACHED and the waitlist to join', async () => {
    const result = await create.execute({ slug: 'party', user: user(3), response: 'going' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe(RsvpErrorCodes.CAPACITY_REACHED);
    expect(result.error.extensions).toEqual({ waitlist: true });
  });

  it('lets parties join in order, holding nothing, once each', async () => {
    const joined = await join.execute({ slug: 'party', user: user(3), plusOnes: 2 });
    expect(joined).toMatchObject({
      ok: true,
      value: { status: 'waitlisted', plusOnes: 2, response: 'going' },
    });
    clock.advance(MINUTE);
    await join.execute({ slug: 'party', user: user(4), plusOnes: 0 });
    expect(places.counterOf('event-1')).toMatchObject({ placesTaken: 4, partiesWaiting: 2 });
    const again = await join.execute({ slug: 'party', user: user(3), plusOnes: 0 });
    expect(again.ok || again.error.code).toBe(RsvpErrorCodes.ALREADY_EXISTS);
    // Nothing is free: no round is due.
    expect(places.offerRounds).toEqual([]);
  });

  it('checks the party as an RSVP would, and refuses an event without a waitlist', async () => {
    const big = await join.execute({ slug: 'party', user: user(3), plusOnes: 6 });
    expect(big.ok || big.error.code).toBe(KernelErrorCodes.VALIDATION_FAILED);
    places.setEvent(aPlacesEvent({ maxCapacity: 4, unlimitedSpots: false, waitlist: false }));
    const closed = await join.execute({ slug: 'party', user: user(3), plusOnes: 0 });
    expect(closed.ok || closed.error.code).toBe(WaitlistErrorCodes.CLOSED);
    const hidden = await join.execute({ slug: 'nope', user: user(3), plusOnes: 0 });
    expect(hidden.ok || hidden.error.code).toBe(EventErrorCodes.NOT_FOUND);
  });

  it('offers freed places to whole parties in order, a smaller one taking what a larger cannot use', async () => {
    await join.execute({ slug: 'party', user: user(3), plusOnes: 2 }); // a party of 3
    clock.advance(MINUTE);
    await join.execute({ slug: 'party', user: user(4), plusOnes: 1 }); // a party of 2
    clock.advance(MINUTE);
    await cancel.execute({ slug: 'party', userId: 'user-1' }); // frees 2
    expect(places.offerRounds).toEqual(['event-1']);

    const offers = await round.execute({ eventId: 'event-1' });
    expect(offers).toHaveLength(1);
    expect(status('user-3')).toBe('waitlisted');
    expect(status('user-4')).toBe('offered');
    expect(offerOf('user-4')).toMatchObject({
      places: 2,
      expiresAt: new Date(clock.now().getTime() + 120 * MINUTE),
    });
    expect(places.counterOf('event-1')).toMatchObject({ placesTaken: 4, partiesWaiting: 1 });
    expect(places.notices.map((n) => [n.userId, n.kind])).toEqual([['user-4', 'waitlist.offered']]);

    // A second round finds nothing free: nothing is offered twice.
    expect(await round.execute({ eventId: 'event-1' })).toEqual([]);
  });

  it('lets a newcomer not jump the queue: while parties wait, a freed place is theirs', async () => {
    await join.execute({ slug: 'party', user: user(3), plusOnes: 0 });
    await cancel.execute({ slug: 'party', userId: 'user-1' });
    const late = await create.execute({ slug: 'party', user: user(5), response: 'going' });
    expect(late.ok || late.error.code).toBe(RsvpErrorCodes.CAPACITY_REACHED);
    // A maybe takes no place, so it is still welcome.
    expect((await create.execute({ slug: 'party', user: user(6), response: 'maybe' })).ok).toBe(true);
  });

  it('turns an accepted offer into a confirmed RSVP on the places it held', async () => {
    await join.execute({ slug: 'party', user: user(3), plusOnes: 1 });
    await cancel.execute({ slug: 'party', userId: 'user-1' });
    await round.execute({ eventId: 'event-1' });
    const offer = offerOf('user-3')!;

    const stranger = await answer.execute({ offerId: offer.id, userId: 'user-2', answer: 'accept' });
    expect(stranger.ok || stranger.error.code).toBe(WaitlistErrorCodes.OFFER_NOT_FOUND);

    const accepted = await answer.execute({ offerId: offer.id, userId: 'user-3', answer: 'accept' });
    expect(accepted).toMatchObject({ ok: true, value: { status: 'confirmed', plusOnes: 1 } });
    expect(places.allOffers()).toEqual([{ ...offer, outcome: 'accepted', decidedAt: clock.now() }]);
    expect(places.counterOf('event-1')).toMatchObject({ placesTaken: 4, partiesWaiting: 0 });
    const twice = await answer.execute({ offerId: offer.id, userId: 'user-3', answer: 'accept' });
    expect(twice.ok || twice.error.code).toBe(WaitlistErrorCodes.OFFER_NOT_FOUND);
  });

  it('passes declined and lapsed offers on to the next party', async () => {
    await join.execute({ slug: 'party', user: user(3), plusOnes: 1 });
    clock.advance(MINUTE);
    await join.execute({ slug: 'party', user: user(4), plusOnes: 1 });
    clock.advance(MINUTE);
    await join.execute({ slug: 'party', user: user(5), plusOnes: 1 });
    await cancel.execute({ slug: 'party', userId: 'user-1' });
    await round.execute({ eventId: 'event-1' });

    // Declining: the party leaves and the places are due to the next one.
    const declined = await answer.execute({
      offerId: offerOf('user-3')!.id,
      userId: 'user-3',
      answer: 'decline',
    });
    expect(declined).toMatchObject({ ok: true, value: { status: 'cancelled' } });
    await round.execute({ eventId: 'event-1' });
    const offer = offerOf('user-4')!;

    // Lapsing: accepting after the deadline fails; the sweep lets it pass on.
    clock.advance(120 * MINUTE);
    const late = await answer.execute({ offerId: offer.id, userId: 'user-4', answer: 'accept' });
    expect(late.ok || late.error.code).toBe(WaitlistErrorCodes.OFFER_EXPIRED);
    const sweep = new SweepWaitlistUseCase(
      { due: async () => [{ eventId: 'event-1', lapsedOfferIds: [offer.id], releaseUnreconfirmed: false }] },
      round,
      new ReleaseUnreconfirmedUseCase(places, clock),
      clock,
    );
    await sweep.execute();
    expect(status('user-4')).toBe('cancelled');
    expect(places.allOffers().find((o) => o.id === offer.id)).toMatchObject({ outcome: 'expired' });
    expect(places.notices.filter((n) => n.userId === 'user-4').map((n) => n.kind)).toEqual([
      'waitlist.offered',
      'waitlist.expired',
    ]);
    // The places freed by the lapse go to the last party on the next round (the save asked for it).
    expect(places.offerRounds.at(-1)).toBe('event-1');
    await round.execute({ eventId: 'event-1' });
    expect(status('user-5')).toBe('offered');
    expect(places.counterOf('event-1')).toMatchObject({ placesTaken: 4, partiesWaiting: 0 });
  });

  it('lets a guest leave the waitlist, and an offered guest leave by declining', async () => {
    await join.execute({ slug: 'party', user: user(3), plusOnes: 0 });
    expect((await leave.execute({ slug: 'party', userId: 'user-3' })).ok).toBe(true);
    expect(places.counterOf('event-1')).toMatchObject({ partiesWaiting: 0 });
    const notThere = await leave.execute({ slug: 'party', userId: 'user-3' });
    expect(notThere.ok || notThere.error.code).toBe(WaitlistErrorCodes.NOT_WAITING);

    // Joining again puts the party at the end; leaving with an offer declines it.
    await join.execute({ slug: 'party', user: user(3), plusOnes: 0 });
    await cancel.execute({ slug: 'party', userId: 'user-1' });
    await round.execute({ eventId: 'event-1' });
    const offer = offerOf('user-3')!;
    await leave.execute({ slug: 'party', userId: 'user-3' });
    expect(places.allOffers().find((o) => o.id === offer.id)).toMatchObject({ outcome: 'declined' });
    expect(places.counterOf('event-1')).toMatchObject({ placesTaken: 2, partiesWaiting: 0 });
  });

  it('treats cancelling an RSVP on the waitlist as leaving it, declining an open offer', async () => {
    await join.execute({ slug: 'party', user: user(3), plusOnes: 0 });
    await cancel.execute({ slug: 'party', userId: 'user-1' });
    await round.execute({ eventId: 'event-1' });
    const offer = offerOf('user-3')!;
    expect(await cancel.execute({ slug: 'party', userId: 'user-3' })).toMatchObject({
      ok: true,
      value: { status: 'cancelled' },
    });
    expect(places.allOffers().find((o) => o.id === offer.id)).toMatchObject({ outcome: 'declined' });
  });

  it('lets the host offer places to a party out of turn, if it fits', async () => {
    await join.execute({ slug: 'party', user: user(3), plusOnes: 0 });
    clock.advance(MINUTE);
    await join.execute({ slug: 'party', user: user(4), plusOnes: 2 });
    const second = places.all().find((r) => r.userId === 'user-4')!;
    const byHand = new OfferPlacesByHandUseCase(places, ids, clock);

    const noRoom = await byHand.execute({ eventId: 'event-1', rsvpId: second.id, callerId: 'host-1' });
    expect(noRoom.ok || noRoom.error.code).toBe(WaitlistErrorCodes.NO_ROOM);
    await cancel.execute({ slug: 'party', userId: 'user-1' });
    await cancel.execute({ slug: 'party', userId: 'user-2' });
    const other = await byHand.execute({ eventId: 'event-1', rsvpId: second.id, callerId: 'user-9' });
    expect(other.ok || other.error.code).toBe(EventErrorCodes.NOT_FOUND);
    const offered = await byHand.execute({ eventId: 'event-1', rsvpId: second.id, callerId: 'host-1' });
    expect(offered).toMatchObject({ ok: true, value: { places: 3 } });
    expect(status('user-4')).toBe('offered');
    expect(status('user-3')).toBe('waitlisted');
  });

  it('keeps offering freed places to the parties in line when the host turns the waitlist off, and takes no new party', async () => {
    await join.execute({ slug: 'party', user: user(3), plusOnes: 0 });
    places.setEvent(aPlacesEvent({ maxCapacity: 4, unlimitedSpots: false, waitlist: false }));
    const late = await join.execute({ slug: 'party', user: user(5), plusOnes: 0 });
    expect(!late.ok && late.error.code).toBe(WaitlistErrorCodes.CLOSED);
    await cancel.execute({ slug: 'party', userId: 'user-1' });
    expect(places.offerRounds).toEqual(['event-1']);
    // The freed places are the queue's: a newcomer's going RSVP finds the event full.
    const newcomer = await create.execute({ slug: 'party', user: user(6), response: 'going' });
    expect(!newcomer.ok && newcomer.error.code).toBe(RsvpErrorCodes.CAPACITY_REACHED);
    expect(await round.execute({ eventId: 'event-1' })).toHaveLength(1);
    expect(status('user-3')).toBe('offered');
  });

  it('offers every waiting party a place once the capacity is removed, waitlist switch or not', async () => {
    await join.execute({ slug: 'party', user: user(3), plusOnes: 4 });
    clock.advance(MINUTE);
    await join.execute({ slug: 'party', user: user(4), plusOnes: 0 });
    places.setEvent(aPlacesEvent({ maxCapacity: null, unlimitedSpots: true, waitlist: false }));
    const offers = await round.execute({ eventId: 'event-1' });
    expect(offers.map((offer) => offer.places)).toEqual([5, 1]);
    expect([status('user-3'), status('user-4')]).toEqual(['offered', 'offered']);
  });

  it('keeps the queue waiting when the capacity is removed but the host approves guests', async () => {
    await join.execute({ slug: 'party', user: user(3), plusOnes: 0 });
    places.setEvent(aPlacesEvent({ maxCapacity: null, unlimitedSpots: true, requireApproval: true }));
    expect(await round.execute({ eventId: 'event-1' })).toEqual([]);
    expect(status('user-3')).toBe('waitlisted');
  });
});
