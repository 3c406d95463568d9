import { EventErrorCodes } from '../../events/event-errors.js';
import { FixedClock } from '../../testing/fixed-clock.js';
import { InMemoryEventPlaces } from '../../testing/in-memory-event-places.js';
import { aPlacesEvent, anRsvp } from '../../testing/rsvp-fixture.js';
import { SequentialIdGenerator } from '../../testing/sequential-id-generator.js';
import { RsvpErrorCodes } from '../rsvp-errors.js';
import { CancelRsvpUseCase } from './cancel-rsvp.use-case.js';
import { ChangeRsvpUseCase } from './change-rsvp.use-case.js';
import { CreateRsvpUseCase } from './create-rsvp.use-case.js';
import { DecideRequestsUseCase } from './decide-requests.use-case.js';

describe('requests to an event that needs approval', () => {
  const clock = new FixedClock('2025-03-05T12:00:00Z');
  const guest = (n: number) => ({ id: `user-${n}`, firstName: `Guest`, lastName: `${n}` });
  let places: InMemoryEventPlaces;
  let create: CreateRsvpUseCase;
  let decide: DecideRequestsUseCase;
  const asHost = (rsvpIds: string[], decision: 'approve' | 'decline' = 'approve') =>
    decide.execute({ eventId: 'event-1', rsvpIds, decision, callerId: 'host-1' });

  beforeEach(() => {
    // Five places, one of them held by a guest confirmed before approval was turned on.
    places = new InMemoryEventPlaces(
      [aPlacesEvent({ maxCapacity: 5, unlimitedSpots: false, requireApproval: true })],
      [anRsvp(9)],
    );
    create = new CreateRsvpUseCase(places, new SequentialIdGenerator(), clock);
    decide = new DecideRequestsUseCase(places);
  });

  it('makes every answer a request that holds no place, whatever the response', async () => {
    const going = await create.execute({ slug: 'party', user: guest(1), response: 'going', plusOnes: 5 });
    const maybe = await create.execute({ slug: 'party', user: guest(2), response: 'maybe' });
    expect(going).toMatchObject({ ok: true, value: { status: 'pending', plusOnes: 5 } });
    expect(maybe).toMatchObject({ ok: true, value: { status: 'pending' } });
    // A party larger than the places left may still ask: the host decides.
    expect(places.counterOf('event-1').placesTaken).toBe(1);
  });

  it('approves in the order given while the parties fit, and leaves the rest pending', async () => {
    const ids: string[] = [];
    for (const [n, plusOnes] of [
      [1, 1],
      [2, 2],
      [3, 0],
    ] as const) {
      const made = await create.execute({ slug: 'party', user: guest(n), response: 'going', plusOnes });
      if (made.ok) ids.push(made.value.id);
    }
    const result = await asHost([ids[1]!, ids[0]!, ids[2]!, 'rsvp-9', 'nope']);
    expect(result.ok && result.value.decided).toEqual([ids[1], ids[2], 'rsvp-9']);
    expect(result.ok && result.value.refused.map(({ rsvpId, error }) => [rsvpId, error.code])).toEqual([
      [ids[0], RsvpErrorCodes.CAPACITY_REACHED],
      ['nope', RsvpErrorCodes.NOT_FOUND],
    ]);
    expect(places.counterOf('event-1').placesTaken).toBe(5);
    expect(places.rsvp(ids[0]!)?.status).toBe('pending');
    // Each guest whose request was decided is told once; the others, and rsvp-9 (never a request), not.
    expect(places.notices.map(({ rsvpId, userId, kind }) => [rsvpId, userId, kind])).toEqual([
      [ids[1], 'user-2', 'request.approved'],
      [ids[2], 'user-3', 'request.approved'],
    ]);
  });

  it('declines requests, which then hold nothing and cannot be approved', async () => {
    const made = await create.execute({ slug: 'party', user: guest(1), response: 'going' });
    const id = made.ok ? made.value.id : '';
    expect((await asHost([id], 'decline')).ok && places.rsvp(id)?.status).toBe('declined');
    expect(places.notices.map((notice) => notice.kind)).toEqual(['request.declined']);
    // A confirmed guest is not a request: declining them here is refused (the status route does it).
    const confirmed = await asHost(['rsvp-9'], 'decline');
    expect(confirmed.ok && confirmed.value.refused[0]?.error.code).toBe(RsvpErrorCodes.NOT_PENDING);
    const again = await asHost([id]);
    expect(again.ok && again.value.refused[0]?.error).toMatchObject({
      code: RsvpErrorCodes.NOT_PENDING,
      message: 'An RSVP that is declined is not waiting for approval.',
    });
  });

  it('is the host’s only: anyone else gets EVENT.NOT_FOUND', async () => {
    const made = await create.execute({ slug: 'party', user: guest(1), response: 'going' });
    const id = made.ok ? made.value.id : '';
    expect(
      await decide.execute({ eventId: 'event-1', rsvpIds: [id], decision: 'approve', callerId: 'user-1' }),
    ).toMatchObject({
      ok: false,
      error: { code: EventErrorCodes.NOT_FOUND },
    });
    expect(places.rsvp(id)?.status).toBe('pending');
  });

  it('lets the guest withdraw a request, not change it, and ask again as a request', async () => {
    await create.execute({ slug: 'party', user: guest(1), response: 'going' });
    const change = new ChangeRsvpUseCase(places, clock);
    expect(await change.execute({ slug: 'party', user: guest(1), plusOnes: 1 })).toMatchObject({
      ok: false,
      error: {
        code: RsvpErrorCodes.NOT_CHANGEABLE,
        message: 'An RSVP that is pending approval cannot be changed.',
      },
    });
    expect(
      await new CancelRsvpUseCase(places, clock).execute({ slug: 'party', userId: 'user-1' }),
    ).toMatchObject({
      ok: true,
      value: { status: 'cancelled' },
    });
    expect(await create.execute({ slug: 'party', user: guest(1), response: 'maybe' })).toMatchObject({
      ok: true,
      value: { status: 'pending', response: 'maybe' },
    });
  });
});
