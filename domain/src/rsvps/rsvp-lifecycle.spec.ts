import {
  headcountOf,
  holdsPlace,
  INITIAL_RSVP_STATUS,
  isListed,
  isRsvpStatus,
  LISTED_STATUSES,
  mayMake,
  placesHeld,
  RSVP_STATUSES,
  RSVP_TRANSITIONS,
  STANDING_STATUSES,
  stands,
  statusesSetBy,
  transitionBetween,
} from './rsvp-lifecycle.js';
import { RSVP_RESPONSES } from './rsvp-response.js';

describe('the RSVP lifecycle', () => {
  it("keeps the API's statuses and their order", () => {
    expect(RSVP_STATUSES).toEqual(['confirmed', 'declined', 'checked_in', 'cancelled']);
    expect(isRsvpStatus('checked_in')).toBe(true);
    expect(isRsvpStatus('toString')).toBe(false);
    expect(isRsvpStatus('pending')).toBe(false);
  });

  it('starts a new RSVP confirmed, by the guest only', () => {
    expect(INITIAL_RSVP_STATUS).toBe('confirmed');
    expect(mayMake('respond', ['guest'])).toBe(true);
    expect(mayMake('respond', ['host', 'door', 'system'])).toBe(false);
  });

  it('has at most one transition between any two different statuses', () => {
    const found = RSVP_STATUSES.flatMap((from) =>
      RSVP_STATUSES.filter((to) => to !== from).map((to) => [from, to, transitionBetween(from, to)]),
    );
    expect(found).toEqual([
      ['confirmed', 'declined', 'decline'],
      ['confirmed', 'checked_in', 'checkIn'],
      ['confirmed', 'cancelled', 'cancel'],
      ['declined', 'confirmed', 'confirm'],
      ['declined', 'checked_in', 'checkIn'],
      ['declined', 'cancelled', null],
      ['checked_in', 'confirmed', 'confirm'],
      ['checked_in', 'declined', 'decline'],
      ['checked_in', 'cancelled', null],
      ['cancelled', 'confirmed', 'respondAgain'],
      ['cancelled', 'declined', null],
      ['cancelled', 'checked_in', null],
    ]);
    expect(transitionBetween('confirmed', 'confirmed')).toBeNull();
  });

  it('lets the host make every status change, and door staff only check in', () => {
    for (const name of ['confirm', 'decline', 'checkIn'] as const) expect(mayMake(name, ['host'])).toBe(true);
    expect(mayMake('checkIn', ['door'])).toBe(true);
    expect(mayMake('decline', ['door'])).toBe(false);
    expect(mayMake('decline', ['guest'])).toBe(false);
    expect(mayMake('decline', ['guest', 'host'])).toBe(true);
    expect(statusesSetBy('host')).toEqual(['confirmed', 'declined', 'checked_in']);
  });

  it('lets only the guest cancel, and answer again after cancelling', () => {
    for (const name of ['cancel', 'respondAgain'] as const) {
      expect(mayMake(name, ['guest'])).toBe(true);
      expect(mayMake(name, ['host', 'door', 'system'])).toBe(false);
    }
    expect(statusesSetBy('guest')).toEqual(['confirmed', 'cancelled']);
  });

  it('names only known states in its transitions', () => {
    for (const transition of Object.values(RSVP_TRANSITIONS)) {
      expect(isRsvpStatus(transition.to)).toBe(true);
      if (transition.from !== 'new')
        for (const from of transition.from) expect(isRsvpStatus(from)).toBe(true);
    }
  });
});

describe('who holds a place (ADR 0015)', () => {
  it('lets every status stand but declined and cancelled', () => {
    expect(STANDING_STATUSES).toEqual(['confirmed', 'checked_in']);
    expect(stands({ status: 'declined' })).toBe(false);
    expect(stands({ status: 'cancelled' })).toBe(false);
  });

  it('keeps every RSVP on the guest list but a cancelled one, and lists every one that stands', () => {
    expect(LISTED_STATUSES).toEqual(['confirmed', 'declined', 'checked_in']);
    expect(isListed({ status: 'cancelled' })).toBe(false);
    for (const status of STANDING_STATUSES) expect(isListed({ status })).toBe(true);
  });

  it.each(RSVP_RESPONSES.flatMap((response) => RSVP_STATUSES.map((status) => [response, status] as const)))(
    'a %s RSVP that is %s',
    (response, status) => {
      const expected = response === 'going' && (status === 'confirmed' || status === 'checked_in');
      expect(holdsPlace({ response, status })).toBe(expected);
      expect(placesHeld({ response, status, plusOnes: 2 })).toBe(expected ? 3 : 0);
    },
  );

  it('counts the headcount as the places held', () => {
    expect(
      headcountOf([
        { response: 'going', status: 'confirmed', plusOnes: 0 },
        { response: 'going', status: 'checked_in', plusOnes: 4 },
        { response: 'going', status: 'declined', plusOnes: 1 },
        { response: 'maybe', status: 'confirmed', plusOnes: 5 },
      ]),
    ).toBe(6);
    expect(headcountOf([])).toBe(0);
  });
});
