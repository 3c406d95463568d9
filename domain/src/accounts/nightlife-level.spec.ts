import { nightlifeLevel } from './nightlife-level.js';

describe('nightlifeLevel', () => {
  it.each([
    [0, 'Newcomer'],
    [4, 'Newcomer'],
    [5, 'Connected'],
    [9, 'Connected'],
    [10, 'Social Star'],
    [14, 'Social Star'],
    [15, 'VIP'],
    [19, 'VIP'],
    [20, 'Legend'],
    [250, 'Legend'],
  ])('%p going RSVPs make a %p', (count, level) => {
    expect(nightlifeLevel(count)).toBe(level);
  });
});
