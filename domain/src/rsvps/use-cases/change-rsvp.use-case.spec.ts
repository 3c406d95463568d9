import { EventErrorCodes } from '../../events/event-errors.js';
import { KernelErrorCodes } from '../../kernel/domain-error.js';
import { FixedClock } from '../../testing/fixed-clock.js';
import { InMemoryEventPlaces } from '../../testing/in-memory-event-places.js';
import { aPlacesEvent, anRsvp } from '../../testing/rsvp-fixture.js';
import type { PlacesEvent } from '../event-places.js';
import { RsvpErrorCodes } from '../rsvp-errors.js';
import type { Rsvp } from '../rsvp.js';
import { ChangeRsvpUseCase, type ChangeRsvpInput } from './change-rsvp.use-case.js';

const party = (extra: Partial<PlacesEvent> = {}) =>
  aPlacesEvent({ maxCapacity: 6, unlimitedSpots: false, ...extra });

describe('ChangeRsvpUseCase', () => {
  const ada = { id: 'user-1', firstName: 'Ada', lastName: 'Lovelace' };
  // Ada's party of 2 and someone else's party of 3: 5 of 6 places taken.
  const adas: Rsvp = anRsvp(1, { guestName: 'Ada Lovelace', plusOnes: 1, emoji: '🎉', message: 'Hi' });
  const other: Rsvp = anRsvp(2, { plusOnes: 2 });
  let places: InMemoryEventPlaces;
  let changeRsvp: ChangeRsvpUseCase;
  const change = (fields: Partial<ChangeRsvpInput>) =>
    changeRsvp.execute({ slug: 'party', user: ada, ...fields });

  beforeEach(() => {
    places = new InMemoryEventPlaces(
      [party()],
      [adas, other],
      [{ id: 'ticket-1', eventId: 'event-1', rsvpId: 'rsvp-1', type: 'vip', issuedAt: new Date(0) }],
    );
    changeRsvp = new ChangeRsvpUseCase(places, new FixedClock('2025-03-05T12:00:00Z'));
  });

  it('replaces the fields sent and keeps the others', async () => {
    const result = await change({ emoji: '🔥', message: ' See you there ' });
    const changed = { ...adas, emoji: '🔥', message: 'See you there' };
    expect(result).toEqual({ ok: true, value: changed });
    expect(places.rsvp('rsvp-1')).toEqual(changed);
    expect(places.counterOf('event-1').placesTaken).toBe(5);
  });

  it('takes a larger party only while it fits, and refuses the rest without changing anything', async () => {
    expect((await change({ plusOnes: 2 })).ok).toBe(true);
    expect(places.counterOf('event-1').placesTaken).toBe(6);
    const full = await change({ plusOnes: 3, message: 'Bringing more' });
    expect(full).toMatchObject({ ok: false, error: { code: RsvpErrorCodes.CAPACITY_REACHED } });
    expect(places.rsvp('rsvp-1')).toMatchObject({ plusOnes: 2, message: 'Hi' });
    expect(places.counterOf('event-1').placesTaken).toBe(6);
  });

  it('frees the places at once when the party shrinks or the answer is no longer going', async () => {
    await change({ plusOnes: 0 });
    expect(places.counterOf('event-1').placesTaken).toBe(4);
    await change({ response: 'maybe' });
    expect(places.counterOf('event-1').placesTaken).toBe(3);
    // Still standing: a maybe keeps its ticket.
    expect(places.allTickets()).toHaveLength(1);
  });

  it("withdraws the ticket of an answer that can't hold one (can't go)", async () => {
    await change({ response: 'cant-go' });
    expect(places.rsvp('rsvp-1')).toMatchObject({ response: 'cant_go' });
    expect(places.allTickets()).toEqual([]);
    expect(places.counterOf('event-1').ticketsIssued.vip).toBe(0);
  });

  it("a blank guest name becomes the user's name, as when answering", async () => {
    await change({ guestName: 'Countess' });
    expect(places.rsvp('rsvp-1')?.guestName).toBe('Countess');
    await change({ guestName: '  ' });
    expect(places.rsvp('rsvp-1')?.guestName).toBe('Ada Lovelace');
  });

  it('checks the whole answer as when answering, and changes nothing on a mistake', async () => {
    const result = await change({ plusOnes: 9, emoji: '🦄' });
    expect(result).toMatchObject({ ok: false, error: { code: KernelErrorCodes.VALIDATION_FAILED } });
    expect(result.ok ? [] : result.error.fieldErrors?.map((error) => error.field)).toEqual([
      'plusOnes',
      'emoji',
    ]);
    expect(places.rsvp('rsvp-1')).toEqual(adas);
  });

  it('a declined RSVP cannot be changed', async () => {
    places = new InMemoryEventPlaces([party()], [{ ...adas, status: 'declined' }]);
    changeRsvp = new ChangeRsvpUseCase(places, new FixedClock('2025-03-05T12:00:00Z'));
    expect(await change({ emoji: '🔥' })).toMatchObject({
      ok: false,
      error: { code: RsvpErrorCodes.NOT_CHANGEABLE, message: 'An RSVP that is declined cannot be changed.' },
    });
  });

  it('a cancelled RSVP is gone for the guest: nothing to change', async () => {
    places = new InMemoryEventPlaces([party()], [{ ...adas, status: 'cancelled' }]);
    changeRsvp = new ChangeRsvpUseCase(places, new FixedClock('2025-03-05T12:00:00Z'));
    expect(await change({ emoji: '🔥' })).toMatchObject({
      ok: false,
      error: { code: RsvpErrorCodes.NOT_FOUND },
    });
  });

  it('without an RSVP there is nothing to change; an unknown or hidden event is not found', async () => {
    const bob = { id: 'user-9', firstName: 'Bob', lastName: null };
    expect(await changeRsvp.execute({ slug: 'party', user: bob, emoji: '🔥' })).toMatchObject({
      ok: false,
      error: { code: RsvpErrorCodes.NOT_FOUND },
    });
    expect(await changeRsvp.execute({ slug: 'nope', user: ada, emoji: '🔥' })).toMatchObject({
      ok: false,
      error: { code: EventErrorCodes.NOT_FOUND },
    });
    places.setEvent(party({ isDraft: true }));
    expect(await change({ emoji: '🔥' })).toMatchObject({
      ok: false,
      error: { code: EventErrorCodes.NOT_FOUND },
    });
  });

  it('an event that is over takes no changes', async () => {
    changeRsvp = new ChangeRsvpUseCase(places, new FixedClock('2025-03-09T12:00:00Z'));
    expect(await change({ emoji: '🔥' })).toMatchObject({
      ok: false,
      error: { code: RsvpErrorCodes.EVENT_PAST },
    });
  });
});
