import {
  headcountOf,
  holdsPlace,
  CURRENT_STATUSES,
  isCurrent,
  isListed,
  isRsvpStatus,
  LISTED_STATUSES,
  PLACE_HOLDING_STATUSES,
  placesHeld,
  RSVP_STATUSES,
  STANDING_STATUSES,
  stands,
} from './rsvp-lifecycle.js';
import { INITIAL_RSVP_STATUS, initialStatusFor } from './rsvp-initial-status.js';
import { mayMake, RSVP_TRANSITIONS, statusesSetBy, transitionBetween } from './rsvp-transitions.js';
import { RSVP_RESPONSES } from './rsvp-response.js';

describe('the RSVP lifecycle', () => {
  it("keeps the API's statuses and their order", () => {
    expect(RSVP_STATUSES).toEqual([
      'confirmed',
      'declined',
      'checked_in',
      'cancelled',
      'pending',
      'waitlisted',
      'offered',
    ]);
    expect(isRsvpStatus('checked_in')).toBe(true);
    expect(isRsvpStatus('toString')).toBe(false);
    expect(isRsvpStatus('expired')).toBe(false);
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
    expect(found.filter(([, , name]) => name !== null)).toEqual([
      ['confirmed', 'declined', 'decline'],
      ['confirmed', 'checked_in', 'checkIn'],
      ['confirmed', 'cancelled', 'cancel'],
      ['declined', 'confirmed', 'confirm'],
      ['declined', 'checked_in', 'checkIn'],
      ['checked_in', 'confirmed', 'confirm'],
      ['checked_in', 'declined', 'decline'],
      ['cancelled', 'confirmed', 'respondAgain'],
      ['cancelled', 'pending', 'requestAgain'],
      ['cancelled', 'waitlisted', 'joinWaitlistAgain'],
      ['pending', 'confirmed', 'approve'],
      ['pending', 'declined', 'decline'],
      ['pending', 'cancelled', 'cancel'],
      ['waitlisted', 'cancelled', 'leaveWaitlist'],
      ['waitlisted', 'offered', 'offer'],
      ['offered', 'confirmed', 'accept'],
      ['offered', 'cancelled', 'leaveWaitlist'],
    ]);
    expect(found).toHaveLength(RSVP_STATUSES.length * (RSVP_STATUSES.length - 1));
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

  it('lets only the guest answer, cancel, and answer again after cancelling', () => {
    for (const name of ['respond', 'request', 'respondAgain', 'requestAgain'] as const) {
      expect(mayMake(name, ['guest'])).toBe(true);
      expect(mayMake(name, ['host', 'door', 'system'])).toBe(false);
    }
    // Cancelling is the guest's, and the system's for a place not reconfirmed (ADR 0028).
    expect(mayMake('cancel', ['guest'])).toBe(true);
    expect(mayMake('cancel', ['system'])).toBe(true);
    expect(mayMake('cancel', ['host', 'door'])).toBe(false);
    expect(statusesSetBy('guest')).toEqual(['confirmed', 'cancelled', 'pending', 'waitlisted']);
  });

  it('lets the guest join and leave a waitlist and accept an offer, which only the system makes', () => {
    for (const name of ['joinWaitlist', 'joinWaitlistAgain', 'accept'] as const) {
      expect(mayMake(name, ['guest'])).toBe(true);
      expect(mayMake(name, ['host', 'door', 'system'])).toBe(false);
    }
    expect(mayMake('offer', ['system'])).toBe(true);
    expect(mayMake('offer', ['guest', 'host', 'door'])).toBe(false);
    // Declining or leaving is the guest's; a lapsed offer is the system's.
    expect(mayMake('leaveWaitlist', ['guest'])).toBe(true);
    expect(mayMake('leaveWaitlist', ['system'])).toBe(true);
    expect(mayMake('leaveWaitlist', ['host', 'door'])).toBe(false);
    expect(statusesSetBy('system')).toEqual(['cancelled', 'offered']);
  });

  it('makes an answer a request when the event needs approval, which only the host approves', () => {
    expect(initialStatusFor({ requireApproval: false })).toBe('confirmed');
    expect(initialStatusFor({ requireApproval: true })).toBe('pending');
    expect(RSVP_TRANSITIONS.request.to).toBe(initialStatusFor({ requireApproval: true }));
    expect(RSVP_TRANSITIONS.respond.to).toBe(INITIAL_RSVP_STATUS);
    expect(mayMake('approve', ['host'])).toBe(true);
    expect(mayMake('approve', ['guest', 'door', 'system'])).toBe(false);
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
  it('lets confirmed and checked-in RSVPs stand, and no other', () => {
    expect(STANDING_STATUSES).toEqual(['confirmed', 'checked_in']);
    for (const status of ['declined', 'cancelled', 'pending', 'waitlisted', 'offered'] as const)
      expect(stands({ status })).toBe(false);
  });

  it('holds places in the states that stand and in an offer, which stands for nothing else', () => {
    expect(PLACE_HOLDING_STATUSES).toEqual(['confirmed', 'checked_in', 'offered']);
    for (const status of STANDING_STATUSES) expect(PLACE_HOLDING_STATUSES).toContain(status);
  });

  it('lists every RSVP but a cancelled one, a request or the waitlist, which are still the guest’s own', () => {
    expect(LISTED_STATUSES).toEqual(['confirmed', 'declined', 'checked_in']);
    expect(CURRENT_STATUSES).toEqual([
      'confirmed',
      'declined',
      'checked_in',
      'pending',
      'waitlisted',
      'offered',
    ]);
    expect(isListed({ status: 'pending' })).toBe(false);
    expect(isCurrent({ status: 'pending' })).toBe(true);
    expect(isCurrent({ status: 'cancelled' })).toBe(false);
    // Standing implies listed, and listed implies current.
    for (const status of STANDING_STATUSES) expect(isListed({ status })).toBe(true);
    for (const status of LISTED_STATUSES) expect(isCurrent({ status })).toBe(true);
  });

  it.each(RSVP_RESPONSES.flatMap((response) => RSVP_STATUSES.map((status) => [response, status] as const)))(
    'a %s RSVP that is %s',
    (response, status) => {
      const expected =
        response === 'going' && (status === 'confirmed' || status === 'checked_in' || status === 'offered');
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
