import {
  MAX_PLUS_ONES,
  PLUS_ONES_OPTIONS,
  guestsLabel,
  isValidPlusOnes,
  rsvpGuestName,
  whosGoingHeadcount,
} from './rsvp-guests.js';

describe('plus-ones', () => {
  it('range from 0 to 5', () => {
    expect(MAX_PLUS_ONES).toBe(5);
    expect(PLUS_ONES_OPTIONS).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it.each([0, 1, 5])('accepts %p', (value) => expect(isValidPlusOnes(value)).toBe(true));

  it.each([-1, 6, 1.5, '2', null, Number.NaN])('rejects %p', (value) =>
    expect(isValidPlusOnes(value)).toBe(false),
  );

  it.each([
    [0, 'Just you'],
    [1, '+1 guest'],
    [2, '+2 guests'],
    [5, '+5 guests'],
  ])('labels %p as %p', (n, label) => expect(guestsLabel(n)).toBe(label));
});

describe('whosGoingHeadcount', () => {
  it('leaves out going RSVPs the host declined (ADR 0015)', () => {
    expect(
      whosGoingHeadcount([
        { response: 'going', plusOnes: 2, status: 'declined' },
        { response: 'going', plusOnes: 1, status: 'checked_in' },
        { response: 'going', plusOnes: 0, status: 'confirmed' },
      ]),
    ).toBe(3);
  });

  it('leaves out RSVPs with an unknown response or status', () => {
    expect(
      whosGoingHeadcount([
        { response: 'yes', plusOnes: 1, status: 'confirmed' },
        { response: 'going', plusOnes: 1, status: 'lost' },
      ]),
    ).toBe(0);
  });

  it('is 0 without RSVPs', () => {
    expect(whosGoingHeadcount([])).toBe(0);
  });

  it('sums 1 + plusOnes over going RSVPs only', () => {
    expect(
      whosGoingHeadcount([
        { response: 'going', plusOnes: 0, status: 'confirmed' },
        { response: 'going', plusOnes: 3, status: 'confirmed' },
        { response: 'maybe', plusOnes: 5, status: 'confirmed' },
        { response: 'cant_go', plusOnes: 2, status: 'confirmed' },
        { response: 'cant-go', plusOnes: 1, status: 'confirmed' },
      ]),
    ).toBe(5);
  });
});

describe('rsvpGuestName', () => {
  it('is the first and last name', () => {
    expect(rsvpGuestName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(rsvpGuestName({ firstName: ' Ada ', lastName: '' })).toBe('Ada');
  });

  it('is Anonymous without a name', () => {
    expect(rsvpGuestName(null)).toBe('Anonymous');
    expect(rsvpGuestName({ firstName: ' ', lastName: null })).toBe('Anonymous');
  });
});
