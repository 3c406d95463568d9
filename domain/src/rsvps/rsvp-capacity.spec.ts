import { isCapacityLimited, isReinstatingGoing, wouldExceedCapacity } from './rsvp-capacity.js';

describe('wouldExceedCapacity', () => {
  const tenSpots = { maxCapacity: 10, unlimitedSpots: false };

  it('accepts a going RSVP that fills the last spots exactly', () => {
    expect(wouldExceedCapacity(tenSpots, 9, { response: 'going', plusOnes: 0 })).toBe(false);
    expect(wouldExceedCapacity(tenSpots, 7, { response: 'going', plusOnes: 2 })).toBe(false);
  });

  it('refuses a going RSVP whose guests would pass the capacity', () => {
    expect(wouldExceedCapacity(tenSpots, 10, { response: 'going', plusOnes: 0 })).toBe(true);
    expect(wouldExceedCapacity(tenSpots, 8, { response: 'going', plusOnes: 2 })).toBe(true);
    expect(
      wouldExceedCapacity({ maxCapacity: 3, unlimitedSpots: false }, 0, { response: 'going', plusOnes: 5 }),
    ).toBe(true);
  });

  it.each(['maybe', 'cant_go'] as const)('never counts a %s RSVP', (response) => {
    expect(wouldExceedCapacity(tenSpots, 10, { response, plusOnes: 5 })).toBe(false);
  });

  it('ignores maxCapacity when spots are unlimited, and is never full without one', () => {
    expect(
      wouldExceedCapacity({ maxCapacity: 1, unlimitedSpots: true }, 500, { response: 'going', plusOnes: 5 }),
    ).toBe(false);
    expect(
      wouldExceedCapacity({ maxCapacity: null, unlimitedSpots: false }, 500, {
        response: 'going',
        plusOnes: 5,
      }),
    ).toBe(false);
  });
});

describe('isCapacityLimited', () => {
  it('is true only for a going RSVP to an event with limited spots', () => {
    const limited = { maxCapacity: 10, unlimitedSpots: false };
    expect(isCapacityLimited(limited, { response: 'going', plusOnes: 0 })).toBe(true);
    expect(isCapacityLimited(limited, { response: 'maybe', plusOnes: 0 })).toBe(false);
    expect(
      isCapacityLimited({ maxCapacity: 10, unlimitedSpots: true }, { response: 'going', plusOnes: 0 }),
    ).toBe(false);
    expect(
      isCapacityLimited({ maxCapacity: null, unlimitedSpots: false }, { response: 'going', plusOnes: 0 }),
    ).toBe(false);
  });
});

describe('isReinstatingGoing (ADR 0015)', () => {
  it('is true only when a declined going RSVP gets its place back', () => {
    const declinedGoing = { response: 'going', plusOnes: 1, status: 'declined' } as const;
    expect(isReinstatingGoing(declinedGoing, 'confirmed')).toBe(true);
    expect(isReinstatingGoing(declinedGoing, 'checked_in')).toBe(true);
    expect(isReinstatingGoing(declinedGoing, 'declined')).toBe(false);
    expect(isReinstatingGoing({ ...declinedGoing, status: 'confirmed' }, 'checked_in')).toBe(false);
    expect(isReinstatingGoing({ ...declinedGoing, response: 'maybe' }, 'confirmed')).toBe(false);
  });
});
