import { placesOpenToNew, waitlistOpen } from './capacity.js';
import { candidatesOfSize, offerDeadline, partiesToOffer, type WaitingParty } from './waitlist.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 20, minute));
const party = (id: string, size: number, minute: number): WaitingParty => ({
  id,
  plusOnes: size - 1,
  createdAt: at(minute),
});
const ids = (parties: WaitingParty[]) => parties.map((p) => p.id);

describe('the waitlist', () => {
  const full = { maxCapacity: 10, unlimitedSpots: false, requireApproval: false, waitlist: true };

  it('is open at a limited event with the switch on and no approval step', () => {
    expect(waitlistOpen(full)).toBe(true);
    expect(waitlistOpen({ ...full, waitlist: false })).toBe(false);
    expect(waitlistOpen({ ...full, requireApproval: true })).toBe(false);
    expect(waitlistOpen({ ...full, unlimitedSpots: true })).toBe(false);
    expect(waitlistOpen({ ...full, maxCapacity: null })).toBe(false);
  });

  it('gives a newcomer no place while parties wait: the queue goes first', () => {
    expect(placesOpenToNew(full, 7, 0)).toBe(3);
    expect(placesOpenToNew(full, 7, 1)).toBe(0);
    // A waitlist switched off takes no new party, but those already in line keep their turn.
    expect(placesOpenToNew({ ...full, waitlist: false }, 7, 1)).toBe(0);
    // Under approval the host decides who comes; the queue has no claim.
    expect(placesOpenToNew({ ...full, requireApproval: true }, 7, 1)).toBe(3);
    expect(placesOpenToNew({ ...full, unlimitedSpots: true }, 7, 1)).toBeNull();
  });
});

describe('who is offered freed places (ADR 0027)', () => {
  it('offers whole parties in the order they joined', () => {
    const queue = [party('c', 1, 3), party('a', 2, 1), party('b', 1, 2)];
    expect(ids(partiesToOffer(3, queue))).toEqual(['a', 'b']);
    expect(ids(partiesToOffer(4, queue))).toEqual(['a', 'b', 'c']);
    expect(partiesToOffer(0, queue)).toEqual([]);
  });

  it('never splits a party: a smaller one behind it takes places it cannot use, and it keeps its turn', () => {
    const queue = [party('three', 3, 1), party('one', 1, 2), party('two', 2, 3), party('one-more', 1, 4)];
    expect(ids(partiesToOffer(2, queue))).toEqual(['one', 'one-more']);
    expect(ids(partiesToOffer(3, queue))).toEqual(['three']);
    expect(ids(partiesToOffer(5, queue))).toEqual(['three', 'one', 'one-more']);
    expect(ids(partiesToOffer(6, queue))).toEqual(['three', 'one', 'two']);
  });

  it('breaks a tie of join times by id, as the SQL orders them', () => {
    expect(ids(partiesToOffer(1, [party('b', 1, 1), party('a', 1, 1)]))).toEqual(['a']);
  });

  it('needs of each size no more than the first free / size parties: the walk over them is the whole walk', () => {
    // Every queue of 12 parties of sizes 1-3 over 0-6 free places: the walk over the per-size
    // prefixes a store loads picks exactly what the walk over the whole queue picks.
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let run = 0; run < 500; run += 1) {
      const queue = Array.from({ length: 12 }, (_, i) => party(`p${i}`, 1 + Math.floor(random() * 3), i));
      const free = Math.floor(random() * 7);
      const loaded = [1, 2, 3].flatMap((size) =>
        queue.filter((p) => p.plusOnes + 1 === size).slice(0, candidatesOfSize(free, size)),
      );
      expect(ids(partiesToOffer(free, loaded))).toEqual(ids(partiesToOffer(free, queue)));
    }
  });
});

describe('how long an offer lasts', () => {
  const now = at(0);
  const minutes = (deadline: Date) => (deadline.getTime() - now.getTime()) / 60_000;
  const startIn = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

  it('gives 2 hours when the start is far', () => {
    expect(minutes(offerDeadline(now, startIn(48)))).toBe(120);
    expect(minutes(offerDeadline(now, startIn(4)))).toBe(120);
  });

  it("gives the host's window instead of 2 hours when the host chose one", () => {
    expect(minutes(offerDeadline(now, startIn(48), 6))).toBe(360);
    expect(minutes(offerDeadline(now, startIn(4), 6))).toBe(120);
    expect(minutes(offerDeadline(now, startIn(48), 1))).toBe(60);
  });

  it('gives half the time left as the start nears, never under 15 minutes', () => {
    expect(minutes(offerDeadline(now, startIn(3)))).toBe(90);
    expect(minutes(offerDeadline(now, startIn(1)))).toBe(30);
    expect(minutes(offerDeadline(now, startIn(0.25)))).toBe(15);
    expect(minutes(offerDeadline(now, startIn(-1)))).toBe(15);
  });
});
