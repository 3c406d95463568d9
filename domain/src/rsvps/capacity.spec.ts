import { editMayFreePlaces, type WaitlistEvent } from './capacity.js';

const event = (fields: Partial<WaitlistEvent> = {}): WaitlistEvent => ({
  maxCapacity: 10,
  unlimitedSpots: false,
  requireApproval: false,
  waitlist: true,
  ...fields,
});

describe('editMayFreePlaces', () => {
  it.each([
    ['a raised capacity', event(), event({ maxCapacity: 12 }), true],
    ['the same capacity', event(), event(), false],
    ['a lowered capacity', event(), event({ maxCapacity: 8 }), false],
    // Switched off, the waitlist took no new party but kept offering to those in line.
    ['the waitlist switched back on', event({ waitlist: false }), event(), false],
    ['approval switched off', event({ requireApproval: true }), event(), true],
    [
      'a raised capacity with the waitlist switched off (the new places go to those in line)',
      event(),
      event({ maxCapacity: 20, waitlist: false }),
      true,
    ],
    ['approval switched on', event(), event({ maxCapacity: 20, requireApproval: true }), false],
    [
      'the capacity removed (a place for every waiting party)',
      event(),
      event({ unlimitedSpots: true }),
      true,
    ],
    ['the capacity cleared', event(), event({ maxCapacity: null }), true],
    [
      'the capacity removed under approval',
      event(),
      event({ unlimitedSpots: true, requireApproval: true }),
      false,
    ],
    [
      'a capacity set where there was none (nobody could be waiting)',
      event({ unlimitedSpots: true }),
      event(),
      false,
    ],
  ])('%s', (_name, before, after, expected) => {
    expect(editMayFreePlaces(before, after)).toBe(expected);
  });
});
