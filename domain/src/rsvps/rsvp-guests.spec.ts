import {
  MAX_PLUS_ONES,
  PLUS_ONES_OPTIONS,
  guestsLabel,
  isValidPlusOnes,
  rsvpGuestName,
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
